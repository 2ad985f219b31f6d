import { Paper } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../core/admin';
import { AdminPage } from '../../../components/admin/admin-page';
import { notifySuccess } from '../../../lib/notify';
import { QuestionForm, type QuestionFormResult } from '../components/question-form';
import { notifyCaution, notifyFailure } from '../feedback';
import { useCreateQuestion } from '../questions/api/create-question';

/**
 * The Add New Question page (/admin/add-question). The category is free text: the server
 * matches it by name ignoring case, and files an unknown name as Uncategorized with a warning.
 */
export function AddQuestionPage() {
  const createQuestion = useCreateQuestion();
  // Each added question starts a fresh, empty form.
  const [formKey, setFormKey] = useState(0);

  function add(values: QuestionFormResult) {
    createQuestion.mutate(
      {
        ...values.content,
        categoryName: values.categoryName || undefined,
        difficulty: values.difficulty,
      },
      {
        onSuccess: ({ warning }) => {
          notifySuccess(ADMIN_MESSAGES.questionAddedToPool);
          if (warning) notifyCaution(warning);
          setFormKey((key) => key + 1);
        },
        onError: (error) => notifyFailure('Failed to create question', error),
      },
    );
  }

  return (
    <AdminPage title="Add New Question" description="Add one question to the pool.">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720}>
        <QuestionForm
          key={formKey}
          categoryField="name"
          missingMessage={ADMIN_MESSAGES.fillAllRequired}
          isDisabledUntilFilled
          submitLabel="Add Question"
          submitIcon={<IconPlus size={16} aria-hidden />}
          isSaving={createQuestion.isPending}
          onSubmit={add}
        />
      </Paper>
    </AdminPage>
  );
}
