import { Autocomplete, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import type { QuestionStatus } from '../../../../core/admin';
import type { Difficulty } from '../../../../core/game';
import { QUESTION_KINDS, QUESTION_MESSAGES } from '../../../../core/questions';
import { FormActions } from '../../../components/admin/form-modal';
import {
  contentProblem,
  emptyQuestionContent,
  type QuestionContentRequest,
  type QuestionContentValues,
  toContentRequest,
} from '../../../components/question-content';
import { QuestionContentFields } from '../../../components/question-content-fields';
import { useAdminCategories } from '../categories/api/get-admin-categories';
import { difficultyOptions, statusOptions } from '../options';
import { CategorySelect } from './category-select';
import { FormProblem } from './form-problem';
import { PictureField } from './picture-field';

interface QuestionFormValues {
  /** The chosen category, or null for Uncategorized (the category Select). */
  categoryId: string | null;
  /** The typed category name (the Add New Question page's free-text field). */
  categoryName: string;
  difficulty: Difficulty;
  status: QuestionStatus;
}

/** What the form sends: the content as the API takes it, with its category, difficulty, status. */
export interface QuestionFormResult extends Omit<QuestionFormValues, 'categoryName'> {
  content: QuestionContentRequest;
  /** Trimmed; '' when none was typed. */
  categoryName: string;
}

/** Where the form starts: the content as the editor holds it (fromStoredContent). */
export interface QuestionFormInitial extends Partial<QuestionFormValues> {
  content?: QuestionContentValues;
}

const emptyValues: QuestionFormValues = {
  categoryId: null,
  categoryName: '',
  difficulty: 'medium',
  status: 'approved',
};

interface QuestionFormProps {
  initialValues?: QuestionFormInitial;
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
  /** Called once the content passes checkQuestionContent, trimmed. */
  onSubmit: (values: QuestionFormResult) => void;
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
  const { content: initialContent, ...initialRest } = initialValues ?? {};
  const [content, setContent] = useState<QuestionContentValues>(
    initialContent ?? emptyQuestionContent,
  );
  const form = useForm<QuestionFormValues>({
    initialValues: { ...emptyValues, ...initialRest },
  });
  const isTextMissing = !content.questionText.trim();
  const isAnswerMissing = !content.correctAnswer.trim();

  function handleSubmit(values: QuestionFormValues) {
    const found = contentProblem(content, missingMessage);
    setProblem(found);
    if (found) return;
    onSubmit({
      ...values,
      content: toContentRequest(content),
      categoryName: values.categoryName.trim(),
    });
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
          value={content.questionText}
          onChange={(event) => setContent({ ...content, questionText: event.currentTarget.value })}
          error={!!problem && isTextMissing}
        />
        <QuestionContentFields
          values={content}
          onChange={setContent}
          kinds={QUESTION_KINDS}
          answerLabel="Correct Answer"
          isAnswerInvalid={!!problem && isAnswerMissing}
          pictureField={
            <PictureField
              value={content.picture}
              onChange={(picture) => setContent((current) => ({ ...current, picture }))}
              isInvalid={problem === QUESTION_MESSAGES.pictureNeeded}
            />
          }
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
