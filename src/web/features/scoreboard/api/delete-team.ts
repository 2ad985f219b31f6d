import { useMutation } from '@tanstack/react-query';
import { okSchema, type Team } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { teamsQueryKey } from '../../../lib/teams-query';

/** DELETE /api/teams/:id. */
export function useDeleteTeam() {
  return useMutation({
    mutationFn: (teamId: string) =>
      apiSend('DELETE', `/api/teams/${encodeURIComponent(teamId)}`, okSchema),
    // No retry: a repeat after a lost answer would report 'Team not found'.
    onSuccess(_result, teamId, _context, { client }) {
      client.setQueryData<Team[]>(teamsQueryKey, (teams) => teams?.filter((t) => t.id !== teamId));
    },
  });
}
