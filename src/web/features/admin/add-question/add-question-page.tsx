import { Autocomplete, Button, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../core/admin';
import type { Difficulty } from '../../../../core/game';
import { AdminPage } from '../../../components/admin/admin-page';
import { notifySuccess } from '../../../lib/notify';
import { useAdminCategories } from '../categories/api/get-admin-categories';
import { FormProblem } from '../components/form-problem';
import { notifyCaution, notifyFailure } from '../feedback';
import { difficultyOptions } from '../options';
import { useCreateQuestion } from '../questions/api/create-question';

interface FormValues {
  questionText: string;
  correctAnswer: string;
  categoryName: string;
  difficulty: Difficulty;
}

const initialValues: FormValues = {
  questionText: '',
  correctAnswer: '',
  categoryName: '',
  difficulty: 'medium',
};

/**
 * The Add New Question page (/admin/add-question). The category is free text: the server
 * matches it by name ignoring case, and files an unknown name as Uncategorized with a warning.
 */
export function AddQuestionPage() {
  const categories = useAdminCategories();
  const createQuestion = useCreateQuestion();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<FormValues>({ initialValues });
  const isFilled = !!form.values.questionText.trim() && !!form.values.correctAnswer.trim();

  function handleSubmit(values: FormValues) {
    const questionText = values.questionText.trim();
    const correctAnswer = values.correctAnswer.trim();
    if (!questionText || !correctAnswer) {
      setProblem(ADMIN_MESSAGES.fillAllRequired);
      return;
    }
    setProblem(null);
    const categoryName = values.categoryName.trim();
    createQuestion.mutate(
      {
        questionText,
        correctAnswer,
        categoryName: categoryName || undefined,
        difficulty: values.difficulty,
      },
      {
        onSuccess: ({ warning }) => {
          notifySuccess(ADMIN_MESSAGES.questionAddedToPool);
          if (warning) notifyCaution(warning);
          form.setValues(initialValues);
        },
        onError: (error) => notifyFailure('Failed to create question', error),
      },
    );
  }

  return (
    <AdminPage title="Add New Question" description="Add one question to the pool.">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
        <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
          <Stack gap="md">
            <FormProblem message={problem} />
            <Textarea
              label="Question"
              required
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps('questionText')}
            />
            <TextInput label="Answer" required {...form.getInputProps('correctAnswer')} />
            <Autocomplete
              label="Category"
              description="Type a category name. A name that matches no category files the question as Uncategorized."
              data={[...new Set((categories.data ?? []).map((c) => c.name))]}
              limit={20}
              {...form.getInputProps('categoryName')}
            />
            <Select
              label="Difficulty"
              data={difficultyOptions}
              allowDeselect={false}
              {...form.getInputProps('difficulty')}
            />
            <div>
              <Button
                type="submit"
                disabled={!isFilled}
                loading={createQuestion.isPending}
                leftSection={<IconPlus size={16} aria-hidden />}
              >
                Add Question
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
    </AdminPage>
  );
}
