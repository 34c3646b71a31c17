import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchAssignees, fetchTicket, type TicketAction, ticketAction } from '../api/tickets-api.ts';

/** One ticket, the staff it can be assigned to, and its actions (each answers the ticket anew). */
export function useTicket(id: string, onReplied: () => void) {
  const client = useQueryClient();
  const detail = useQuery({ queryKey: ['ticket', id], queryFn: () => fetchTicket(id) });
  const assignees = useQuery({ queryKey: ['ticket-assignees'], queryFn: fetchAssignees, staleTime: 60_000 });
  const act = useMutation({
    mutationFn: (input: TicketAction) => ticketAction(id, input),
    onSuccess: (data, input) => {
      client.setQueryData(['ticket', id], data);
      void client.invalidateQueries({ queryKey: ['tickets'] });
      if (input.path === 'reply') onReplied();
    },
  });
  return { detail, assignees, act };
}
