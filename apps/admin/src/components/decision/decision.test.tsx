import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from '../ui/reason-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DecisionButtons } from './decision-buttons.tsx';
import { useChecker } from './use-checker.ts';
import { useReasonAction } from './use-reason-action.ts';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A request row with the checker's buttons; rejecting asks for a reason. */
function Request(props: {
  run: (id: string, reason: string) => Promise<string>;
  onDone: (answer: string) => void;
  mine?: boolean;
}) {
  const reject = useReasonAction(props.run, props.onDone);
  return (
    <>
      <DecisionButtons
        disabled={props.mine}
        selfTitle={props.mine ? 'your own request' : undefined}
        onApprove={() => undefined}
        onReject={() => reject.open('42')}
      />
      {reject.subject && (
        <ReasonDialog title={`Reject ${reject.subject}`} confirm="Reject it" danger {...reject.dialog} />
      )}
    </>
  );
}

/** A queue row under useChecker. */
function Queue(props: { approve: (id: string) => Promise<string> }) {
  const { approve, reject } = useChecker({
    approve: props.approve,
    reject: async (id: string) => id,
    refresh: ['queue', 'dashboard'],
  });
  return (
    <>
      <DecisionButtons
        disabled={approve.mutation.isPending}
        onApprove={() => approve.open('7')}
        onReject={() => reject.open('7')}
      />
      {approve.subject && (
        <ConfirmDialog title={`Pay ${approve.subject}?`} confirm="Pay it" {...approve.dialog}>
          <p>R$ 7,00</p>
        </ConfirmDialog>
      )}
    </>
  );
}

afterEach(cleanup);

describe('the maker-checker decision', () => {
  it('offers approve and reject; one’s own request cannot be approved and says why', () => {
    render(<Request run={async () => ''} onDone={() => undefined} mine />, { wrapper });
    const approve = screen.getByRole('button', { name: 'Aprovar' }) as HTMLButtonElement;
    expect(approve.disabled).toBe(true);
    expect(approve.title).toBe('your own request');
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeTruthy();
  });

  it('asks for a reason of three letters or more, sends it with the subject and closes', async () => {
    const run = vi.fn(async (id: string, reason: string) => `${id}:${reason}`);
    const onDone = vi.fn();
    render(<Request run={run} onDone={onDone} />, { wrapper });
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 42' });
    const confirm = screen.getByRole('button', { name: 'Reject it' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(dialog.querySelector('textarea[name="reason"]')!, { target: { value: 'duplicated' } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('42:duplicated'));
    expect(run).toHaveBeenCalledWith('42', 'duplicated');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a refusal in the dialog; cancelling closes it and forgets the refusal', async () => {
    render(
      <Request
        run={async () => {
          throw new Error('refused');
        }}
        onDone={() => undefined}
      />,
      { wrapper },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    fireEvent.change(screen.getByRole('dialog').querySelector('textarea')!, { target: { value: 'because' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject it' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Algo deu errado. Tente de novo.');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Recusar' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('approves only after the confirmation, then refreshes the queue and the dashboard', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const approve = vi.fn(async (id: string) => id);
    render(
      <QueryClientProvider client={client}>
        <Queue approve={approve} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay 7?' });
    expect(dialog.textContent).toContain('R$ 7,00');
    expect(approve).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(approve).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay it' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(approve.mock.calls[0]?.[0]).toBe('7');
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['queue'], ['dashboard']]);
  });
});
