import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { clearDeviceGame, clearGameSetup } from '../game-storage';
import { currentGameQueryKey } from './get-current-game';

/** DELETE /api/games/current: End Round and Start New Game forget the saved game. */
export async function endGame(): Promise<void> {
  await apiFetch('/api/games/current', { method: 'DELETE' });
}

interface EndGameOptions {
  /** Start New Game also forgets the setup; End Round keeps it. */
  clearSetup?: boolean;
}

export function useEndGame({ clearSetup = false }: EndGameOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endGame,
    // Deleting an already deleted game changes nothing.
    retry: 1,
    async onMutate() {
      await queryClient.cancelQueries({ queryKey: currentGameQueryKey });
    },
    onSuccess() {
      clearDeviceGame();
      if (clearSetup) clearGameSetup();
      queryClient.setQueryData(currentGameQueryKey, null);
    },
  });
}
