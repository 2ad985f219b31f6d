import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MESSAGES, type ReviewEditInput } from '../../../../core/admin';
import { difficultyOptions } from '../options';
import { CategorySelect } from './category-select';
import { FormProblem } from './form-problem';

interface ReviewEditModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The values to start from; a new value (another card) starts a fresh form. */
  initialValues: ReviewEditInput & { key: string };
  onSubmit: (values: ReviewEditInput) => void;
  isSaving: boolean;
}

/** Edit a submitted or flagged question and approve it in one step. */
export function ReviewEditModal({
  opened,
  onClose,
  title,
  initialValues,
  onSubmit,
  isSaving,
}: ReviewEditModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <ReviewEditForm
        key={initialValues.key}
        initialValues={initialValues}
        onSubmit={onSubmit}
        onCancel={onClose}
        isSaving={isSaving}
      />
    </Modal>
  );
}

function ReviewEditForm({
  initialValues,
  onSubmit,
  onCancel,
  isSaving,
}: {
  initialValues: ReviewEditInput;
  onSubmit: (values: ReviewEditInput) => void;
  onCancel: () => void;
  isSaving: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<ReviewEditInput>({
    initialValues: {
      questionText: initialValues.questionText,
      correctAnswer: initialValues.correctAnswer,
      categoryId: initialValues.categoryId,
      difficulty: initialValues.difficulty,
    },
  });

  function handleSubmit(values: ReviewEditInput) {
    const questionText = values.questionText.trim();
    const correctAnswer = values.correctAnswer.trim();
    if (!questionText || !correctAnswer) {
      setProblem(ADMIN_MESSAGES.fillAllRequired);
      return;
    }
    setProblem(null);
    onSubmit({ ...values, questionText, correctAnswer });
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
          error={!!problem && !form.values.questionText.trim()}
        />
        <TextInput
          label="Correct Answer"
          required
          {...form.getInputProps('correctAnswer')}
          error={!!problem && !form.values.correctAnswer.trim()}
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="green"
            loading={isSaving}
            leftSection={<IconCheck size={16} aria-hidden />}
          >
            Save Changes &amp; Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
