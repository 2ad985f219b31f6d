import { useMutation } from '@tanstack/react-query';
import { type Team, teamSchema } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { teamsQueryKey } from '../../../lib/teams-query';

/** Score changes in flight; the page holds its order until none is left. */
export const scoreMutationKey = ['teams', 'score'] as const;

/**
 * PATCH /api/teams/:id/score: `delta` is +10 or -10; the server applies it atomically, floors
 * the score at 0 and answers with the team as it now is.
 */
export function useUpdateTeamScore() {
  return useMutation({
    mutationKey: scoreMutationKey,
    mutationFn: ({ teamId, delta }: { teamId: string; delta: number }) =>
      apiSend('PATCH', `/api/teams/${encodeURIComponent(teamId)}/score`, teamSchema, { delta }),
    // Never retried: a retry could apply +10 twice.
    retry: 0,
    onSuccess(team, _variables, _context, { client }) {
      // In place: the page and the preview each decide the order they show.
      client.setQueryData<Team[]>(teamsQueryKey, (teams) =>
        teams?.map((t) => (t.id === team.id ? team : t)),
      );
    },
    onSettled(_team, _error, _variables, _context, { client }) {
      // Answers to quick clicks can arrive out of order: once the last one is in, read the
      // scores as the server has them.
      if (client.isMutating({ mutationKey: scoreMutationKey }) <= 1) {
        void client.invalidateQueries({ queryKey: teamsQueryKey });
      }
    },
  });
}
