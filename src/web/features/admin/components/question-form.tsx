import { Autocomplete, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import type { QuestionStatus } from '../../../../core/admin';
import type { Difficulty } from '../../../../core/game';
import { FormActions } from '../../../components/admin/form-modal';
import { useAdminCategories } from '../categories/api/get-admin-categories';
import { difficultyOptions, statusOptions } from '../options';
import { CategorySelect } from './category-select';
import { FormProblem } from './form-problem';

export interface QuestionFormValues {
  questionText: string;
  correctAnswer: string;
  /** The chosen category, or null for Uncategorized (the category Select). */
  categoryId: string | null;
  /** The typed category name (the Add New Question page's free-text field). */
  categoryName: string;
  difficulty: Difficulty;
  status: QuestionStatus;
}

const emptyValues: QuestionFormValues = {
  questionText: '',
  correctAnswer: '',
  categoryId: null,
  categoryName: '',
  difficulty: 'medium',
  status: 'approved',
};

interface QuestionFormProps {
  initialValues?: Partial<QuestionFormValues>;
  /**
   * 'select': Uncategorized or one of the categories (the dialogs). 'name': free text the
   * server matches by name ignoring case, filing an unknown name as Uncategorized (the page).
   */
  categoryField: 'select' | 'name';
  /** The edit dialog adds the status. */
  hasStatus?: boolean;
  /** The spec's message when question or answer is blank. */
  missingMessage: string;
  /** The Add New Question page keeps its button disabled until both are filled. */
  isDisabledUntilFilled?: boolean;
  submitLabel: string;
  submitColor?: string;
  submitIcon?: ReactNode;
  /** A dialog's Cancel; the page has none. */
  onCancel?: () => void;
  isSaving: boolean;
  /** Called with question and answer trimmed, once both are filled. */
  onSubmit: (values: QuestionFormValues) => void;
}

/**
 * The one question form: the Add New Question page, the pool's Add and Edit dialogs, and the
 * review queue's Edit dialog. A new `key` starts it again from its initial values.
 */
export function QuestionForm({
  initialValues,
  categoryField,
  hasStatus = false,
  missingMessage,
  isDisabledUntilFilled = false,
  submitLabel,
  submitColor,
  submitIcon,
  onCancel,
  isSaving,
  onSubmit,
}: QuestionFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<QuestionFormValues>({
    initialValues: { ...emptyValues, ...initialValues },
  });
  const isTextMissing = !form.values.questionText.trim();
  const isAnswerMissing = !form.values.correctAnswer.trim();

  function handleSubmit(values: QuestionFormValues) {
    const questionText = values.questionText.trim();
    const correctAnswer = values.correctAnswer.trim();
    if (!questionText || !correctAnswer) {
      setProblem(missingMessage);
      return;
    }
    setProblem(null);
    onSubmit({ ...values, questionText, correctAnswer, categoryName: values.categoryName.trim() });
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <FormProblem message={problem} />
        <Textarea
          label="Question"
          required
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('questionText')}
          error={!!problem && isTextMissing}
        />
        <TextInput
          label="Correct Answer"
          required
          {...form.getInputProps('correctAnswer')}
          error={!!problem && isAnswerMissing}
        />
        {categoryField === 'select' ? (
          <CategorySelect
            value={form.values.categoryId}
            onChange={(categoryId) => form.setFieldValue('categoryId', categoryId)}
          />
        ) : (
          <CategoryNameInput
            value={form.values.categoryName}
            onChange={(name) => form.setFieldValue('categoryName', name)}
          />
        )}
        <Select
          label="Difficulty"
          data={difficultyOptions}
          allowDeselect={false}
          {...form.getInputProps('difficulty')}
        />
        {hasStatus && (
          <Select
            label="Status"
            data={statusOptions}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        )}
        <FormActions
          submitLabel={submitLabel}
          isSaving={isSaving}
          onCancel={onCancel}
          submitColor={submitColor}
          submitIcon={submitIcon}
          isSubmitDisabled={isDisabledUntilFilled && (isTextMissing || isAnswerMissing)}
        />
      </Stack>
    </form>
  );
}

function CategoryNameInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (name: string) => void;
}) {
  const categories = useAdminCategories();
  return (
    <Autocomplete
      label="Category"
      description="Type a category name. A name that matches no category files the question as Uncategorized."
      data={[...new Set((categories.data ?? []).map((c) => c.name))]}
      limit={20}
      value={value}
      onChange={onChange}
    />
  );
}
