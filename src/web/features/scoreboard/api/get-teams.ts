import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type Team, teamSchema } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';

export const teamsQueryKey = ['teams'] as const;

/** GET /api/teams: the host's teams, best score first. */
export async function getTeams(signal?: AbortSignal): Promise<Team[]> {
  return apiFetch('/api/teams', { schema: z.array(teamSchema), signal });
}

export function getTeamsQueryOptions() {
  return queryOptions({
    queryKey: teamsQueryKey,
    queryFn: ({ signal }) => getTeams(signal),
    // Scores may be kept on another device during the night.
    staleTime: 10 * 1000,
    refetchOnMount: true,
  });
}

export function useTeams() {
  return useQuery(getTeamsQueryOptions());
}
