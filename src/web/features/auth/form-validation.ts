import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';

/** What a form shows when its values fail the schema: one message, the fields to mark. */
export interface FormProblem {
  message: string;
  fields: string[];
}

export type Checked<T> = { isValid: true; data: T } | { isValid: false; problem: FormProblem };

/**
 * Validates with the shared schema from src/core. Only the first message is shown (in one
 * alert, so a message such as 'Please enter both email and password' appears once), and
 * every field with an issue is marked invalid.
 */
export function checkForm<S extends z.ZodType>(schema: S, values: unknown): Checked<z.infer<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { isValid: true, data: result.data };
  const fields = [...new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')))];
  return {
    isValid: false,
    problem: { message: result.error.issues[0]?.message ?? 'Invalid input', fields },
  };
}

/**
 * A form's check against its schema: the problem to show, and each field's input props with
 * the field marked invalid when the problem names it.
 */
export function useFormCheck<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
) {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  return {
    problem,
    /** The values the schema accepts, or null with the problem shown. */
    check<S extends z.ZodType>(schema: S, values: unknown): z.infer<S> | null {
      const checked = checkForm(schema, values);
      setProblem(checked.isValid ? null : checked.problem);
      return checked.isValid ? checked.data : null;
    },
    inputProps: (field: keyof Values & string) => ({
      ...form.getInputProps(field),
      error: problem?.fields.includes(field) ?? false,
    }),
  };
}
