import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../../../core/messages';
import { PICTURE_MESSAGES, uploadedPictureSchema } from '../../../../../core/questions';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '../../../../lib/api';

/** A refusal with no body of ours (a proxy's size cap): the product's words for it. */
const STATUS_MESSAGES: Record<number, string> = {
  413: PICTURE_MESSAGES.tooLarge,
  415: PICTURE_MESSAGES.badType,
};

/**
 * POST /api/admin/pictures: the file's bytes as the body, its type as Content-Type. Answers
 * the reference a question stores ('upload:<id>') and its URL; 413 too large, 415 wrong type,
 * each with the server's message.
 */
async function uploadPicture(file: File) {
  let response: Response;
  try {
    response = await fetch('/api/admin/pictures', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': file.type || 'application/octet-stream',
      },
      body: file,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = null;
  }
  if (!response.ok) {
    const error = toApiError(response.status, data, response.statusText);
    const fallback = STATUS_MESSAGES[response.status];
    const isOurs = typeof data === 'object' && data !== null && 'error' in data;
    throw fallback && !isOurs ? new ApiError(response.status, error.code, fallback) : error;
  }
  const parsed = uploadedPictureSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'invalid_response', MESSAGES.unexpected);
  return parsed.data;
}

export function useUploadPicture() {
  // No retry: a repeat would store the picture twice.
  return useMutation({ mutationFn: uploadPicture });
}
