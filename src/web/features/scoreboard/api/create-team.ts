import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Team, teamSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';
import { teamsQueryKey } from './get-teams';

/** POST /api/teams: a new team with score 0. */
export async function createTeam(name: string): Promise<Team> {
  return apiFetch('/api/teams', { method: 'POST', body: { name }, schema: teamSchema });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    // No retry: a repeat would add the team twice.
    onSuccess(team) {
      queryClient.setQueryData<Team[]>(teamsQueryKey, (teams) =>
        teams ? [...teams, team] : teams,
      );
    },
  });
}
