import { useMutation } from '@tanstack/react-query';
import { createdFlagSchema, type FlagReason, type Game } from '../../../../core/game';
import { apiSend } from '../../../lib/api-query';
import { currentGameQueryKey } from './get-current-game';

interface FlagQuestionInput {
  questionId: string;
  reason: FlagReason;
  note?: string;
}

/** POST /api/questions/:id/flags: the flag joins the admin queue. */
export function useFlagQuestion() {
  return useMutation({
    mutationFn: ({ questionId, reason, note }: FlagQuestionInput) =>
      apiSend('POST', `/api/questions/${encodeURIComponent(questionId)}/flags`, createdFlagSchema, {
        reason,
        note: note?.trim() || undefined,
      }),
    // No retry: a repeat would file the same flag twice.
    onSuccess(_flag, { questionId }, _context, { client }) {
      // Spec: after a flag the question is marked flagged locally (and saved with the game).
      client.setQueryData<Game | null>(currentGameQueryKey, (game) =>
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
