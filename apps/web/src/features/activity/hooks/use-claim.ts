import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActivityCode, activityKeys, checkIn, receiveActivity } from '../api/activity-api.ts';

/** Claims an activity's reward (check-in or receive); the server's 'Successfully received' is toasted. */
export function useClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: ActivityCode) => (code === 'checkin' ? checkIn() : receiveActivity(code)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
