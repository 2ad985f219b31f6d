import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';
import { teamsQueryKey } from './get-teams';

/** DELETE /api/teams/:id. */
export async function deleteTeam(teamId: string): Promise<void> {
  await apiFetch(`/api/teams/${encodeURIComponent(teamId)}`, { method: 'DELETE' });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeam,
    // No retry: a repeat after a lost answer would report 'Team not found'.
    onSuccess(_result, teamId) {
      queryClient.setQueryData<Team[]>(teamsQueryKey, (teams) =>
        teams?.filter((t) => t.id !== teamId),
      );
    },
  });
}
