import { z } from 'zod';

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  question_count: z.number().int(),
  /** A disabled category keeps its questions, but none is drawn into a round. */
  is_disabled: z.boolean(),
  /** Generated from data tables: at most a third of a mixed round unless the host picks it. */
  is_data_heavy: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * The category-name rule (spec: names are trimmed and compared ignoring case): two names are
 * the same category when their keys are equal. Every match by name goes through here.
 */
export function categoryNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The category named `name` under the rule above, if any (blank names match nothing). */
export function findCategoryNamed<T extends { name: string }>(
  categories: readonly T[],
  name: string,
): T | undefined {
  const key = categoryNameKey(name);
  return key ? categories.find((c) => categoryNameKey(c.name) === key) : undefined;
}
