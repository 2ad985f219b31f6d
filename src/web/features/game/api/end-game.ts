import { useMutation } from '@tanstack/react-query';
import { okSchema } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { clearDeviceGame, clearGameSetup } from '../game-storage';
import { currentGameQueryKey } from './get-current-game';

/**
 * DELETE /api/games/current: End Round and Start New Game forget the saved game; Start New
 * Game (`clearSetup`) also forgets the setup.
 */
export function useEndGame({ clearSetup = false }: { clearSetup?: boolean } = {}) {
  return useMutation({
    mutationFn: () => apiSend('DELETE', '/api/games/current', okSchema),
    // Deleting an already deleted game changes nothing.
    retry: 1,
    onMutate: (_variables, { client }) => client.cancelQueries({ queryKey: currentGameQueryKey }),
    onSuccess(_result, _variables, _context, { client }) {
      clearDeviceGame();
      if (clearSetup) clearGameSetup();
      client.setQueryData(currentGameQueryKey, null);
    },
  });
}
