import { useQuery } from '@tanstack/react-query';
import { roundSetupSchema } from '../../../../core/game';
import { apiQueryOptions } from '../../../lib/api-query';

/** GET /api/rounds/setup: each category with the questions this host has left, and the last choice. */
export function useRoundSetup() {
  return useQuery({
    ...apiQueryOptions(['rounds', 'setup'], '/api/rounds/setup', roundSetupSchema),
    // Every pull changes what is left: read it afresh each time /setup opens.
    refetchOnMount: 'always',
  });
}
