import { useMutation } from '@tanstack/react-query';
import { type Team, teamSchema } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { teamsQueryKey } from '../../../lib/teams-query';

/** POST /api/teams: a new team with score 0. */
export function useCreateTeam() {
  return useMutation({
    mutationFn: (name: string) => apiSend('POST', '/api/teams', teamSchema, { name }),
    // No retry: a repeat would add the team twice.
    onSuccess(team, _name, _context, { client }) {
      client.setQueryData<Team[]>(teamsQueryKey, (teams) => (teams ? [...teams, team] : teams));
    },
  });
}
