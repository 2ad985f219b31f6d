import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminQuestion, type QuestionStatus } from '../../../../core/admin';
import type { Difficulty } from '../../../../core/game';
import { notifySuccess } from '../../../lib/notify';
import { CategorySelect } from '../components/category-select';
import { FormProblem } from '../components/form-problem';
import { notifyFailure } from '../feedback';
import { difficultyOptions, statusOptions } from '../options';
import { useCreateQuestion } from './api/create-question';
import { useUpdateQuestion } from './api/update-question';

interface QuestionFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The question to edit; absent to add a new one. */
  question?: AdminQuestion | null;
}

/** The pool's Add New Question and Edit Question dialogs (edit adds the status). */
export function QuestionFormModal({ opened, onClose, question }: QuestionFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={question ? 'Edit Question' : 'Add New Question'}
      size="lg"
    >
      <QuestionForm key={question?.id ?? 'new'} question={question ?? null} onDone={onClose} />
    </Modal>
  );
}

interface FormValues {
  questionText: string;
  correctAnswer: string;
  categoryId: string | null;
  difficulty: Difficulty;
  status: QuestionStatus;
}

function QuestionForm({
  question,
  onDone,
}: {
  question: AdminQuestion | null;
  onDone: () => void;
}) {
  const createQuestion = useCreateQuestion();
  const updateQuestion = useUpdateQuestion();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: {
      questionText: question?.question_text ?? '',
      correctAnswer: question?.correct_answer ?? '',
      categoryId: question?.category_id ?? null,
      difficulty: question?.difficulty ?? 'medium',
      status: question?.status ?? 'approved',
    },
  });
  const isSaving = createQuestion.isPending || updateQuestion.isPending;
  const isTextMissing = !!problem && !form.values.questionText.trim();
  const isAnswerMissing = !!problem && !form.values.correctAnswer.trim();

  function handleSubmit(values: FormValues) {
    const questionText = values.questionText.trim();
    const correctAnswer = values.correctAnswer.trim();
    if (!questionText || !correctAnswer) {
      setProblem(ADMIN_MESSAGES.questionRequired);
      return;
    }
    setProblem(null);
    const fields = {
      questionText,
      correctAnswer,
      categoryId: values.categoryId,
      difficulty: values.difficulty,
    };
    if (question) {
      updateQuestion.mutate(
        { id: question.id, values: { ...fields, status: values.status } },
        {
          onSuccess: () => {
            notifySuccess(ADMIN_MESSAGES.questionUpdated);
            onDone();
          },
          onError: (error) => notifyFailure('Failed to update question', error),
        },
      );
    } else {
      createQuestion.mutate(fields, {
        onSuccess: () => {
          notifySuccess(ADMIN_MESSAGES.questionAdded);
          onDone();
        },
        onError: (error) => notifyFailure('Failed to add question', error),
      });
    }
  }

  return (
    <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
      <Stack gap="md">
        <FormProblem message={problem} />
        <Textarea
          label="Question"
          required
          autosize
          minRows={2}
          maxRows={8}
          data-autofocus
          {...form.getInputProps('questionText')}
          error={isTextMissing}
        />
        <TextInput
          label="Correct Answer"
          required
          {...form.getInputProps('correctAnswer')}
          error={isAnswerMissing}
        />
        <CategorySelect
          value={form.values.categoryId}
          onChange={(categoryId) => form.setFieldValue('categoryId', categoryId)}
        />
        <Select
          label="Difficulty"
          data={difficultyOptions}
          allowDeselect={false}
          {...form.getInputProps('difficulty')}
        />
        {question && (
          <Select
            label="Status"
            data={statusOptions}
            allowDeselect={false}
            {...form.getInputProps('status')}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={isSaving}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {question ? 'Save Changes' : 'Add Question'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
