import { z } from 'zod';

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  question_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;
