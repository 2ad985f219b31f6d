import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Team, teamSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';
import { teamsQueryKey } from './get-teams';

/** Score changes in flight; the page holds its order until none is left. */
export const scoreMutationKey = ['teams', 'score'] as const;

export interface UpdateTeamScoreInput {
  teamId: string;
  /** +10 or -10; the server applies it atomically and floors the score at 0. */
  delta: number;
}

/** PATCH /api/teams/:id/score: answers with the team as it now is. */
export async function updateTeamScore({ teamId, delta }: UpdateTeamScoreInput): Promise<Team> {
  return apiFetch(`/api/teams/${encodeURIComponent(teamId)}/score`, {
    method: 'PATCH',
    body: { delta },
    schema: teamSchema,
  });
}

export function useUpdateTeamScore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: scoreMutationKey,
    mutationFn: updateTeamScore,
    // Never retried: a retry could apply +10 twice.
    retry: 0,
    onSuccess(team) {
      // In place: the page and the preview each decide the order they show.
      queryClient.setQueryData<Team[]>(teamsQueryKey, (teams) =>
        teams?.map((t) => (t.id === team.id ? team : t)),
      );
    },
    onSettled() {
      // Answers to quick clicks can arrive out of order: once the last one is in, read the
      // scores as the server has them.
      if (queryClient.isMutating({ mutationKey: scoreMutationKey }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      }
    },
  });
}
