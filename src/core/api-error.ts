import { z } from 'zod';

/** Every API error has this shape; `message` carries the spec's wording. */
export const apiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
