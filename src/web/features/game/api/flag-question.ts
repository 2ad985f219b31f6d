import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FlagReason, Game } from '../../../../core/game';
import { apiFetch } from '../../../lib/api';
import { currentGameQueryKey } from './get-current-game';

export interface FlagQuestionInput {
  questionId: string;
  reason: FlagReason;
  note?: string;
}

/** POST /api/questions/:id/flags: the flag joins the admin queue. */
export async function flagQuestion({ questionId, reason, note }: FlagQuestionInput) {
  const trimmed = note?.trim();
  return apiFetch<{ id: string }>(`/api/questions/${encodeURIComponent(questionId)}/flags`, {
    method: 'POST',
    body: { reason, note: trimmed ? trimmed : undefined },
  });
}

export function useFlagQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: flagQuestion,
    // No retry: a repeat would file the same flag twice.
    onSuccess(_flag, { questionId }) {
      // Spec: after a flag the question is marked flagged locally (and saved with the game).
      queryClient.setQueryData<Game | null>(currentGameQueryKey, (game) =>
        game
          ? {
              ...game,
              questions: game.questions.map((q) =>
                q.id === questionId ? { ...q, status: 'flagged' } : q,
              ),
            }
          : game,
      );
    },
  });
}
