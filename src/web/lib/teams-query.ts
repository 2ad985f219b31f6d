import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { teamSchema } from '../../core/game';
import { apiQueryOptions } from './api-query';

export const teamsQueryKey = ['teams'] as const;

/** GET /api/teams: the host's teams, best score first (the scoreboard, the tie-breaker's guesses). */
export function useTeams() {
  return useQuery(
    queryOptions({
      ...apiQueryOptions(teamsQueryKey, '/api/teams', z.array(teamSchema)),
      // Scores may be kept on another device during the night.
      staleTime: 10 * 1000,
      refetchOnMount: true,
    }),
  );
}
