import { Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_MESSAGES, type ReviewEditInput } from '../../../../core/admin';
import { AdminPage } from '../../../components/admin/admin-page';
import { LoadErrorPanel } from '../../../components/admin/load-error-panel';
import { notifySuccess } from '../../../lib/notify';
import { DifficultyBadge } from '../components/question-badges';
import { QuestionAndAnswer, ReviewCard } from '../components/review-card';
import { ReviewEditModal } from '../components/review-edit-modal';
import { notifyFailure } from '../feedback';
import { errorMessageOf, formatDate } from '../format';
import { useApproveEditedSubmission } from './api/approve-edited-submission';
import { type PendingSubmission, useSubmissions } from './api/get-submissions';
import { useKeepSubmission } from './api/keep-submission';
import { useRemoveSubmission } from './api/remove-submission';

/** Question Submissions (/admin/submissions): hosts' questions waiting for review. */
export function SubmissionsPage() {
  const submissions = useSubmissions();
  const keepSubmission = useKeepSubmission();
  const removeSubmission = useRemoveSubmission();
  const approveEdited = useApproveEditedSubmission();
  // The edited submission outlives the dialog's closing animation.
  const [editing, setEditing] = useState<PendingSubmission | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);

  function busyActionOf(id: string) {
    if (keepSubmission.isPending && keepSubmission.variables === id) return 'keep';
    if (removeSubmission.isPending && removeSubmission.variables === id) return 'remove';
    if (approveEdited.isPending && approveEdited.variables?.id === id) return 'edit';
    return null;
  }

  function keep(submission: PendingSubmission) {
    keepSubmission.mutate(submission.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyFailure('Failed to approve submission', error),
    });
  }

  function remove(submission: PendingSubmission) {
    removeSubmission.mutate(submission.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyFailure('Failed to reject submission', error),
    });
  }

  function saveEdit(values: ReviewEditInput) {
    if (!editing) return;
    approveEdited.mutate(
      { id: editing.id, values },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          setIsEditOpen(false);
        },
        onError: (error) => notifyFailure('Failed to edit submission', error),
      },
    );
  }

  return (
    <AdminPage
      title="Question Submissions"
      description="Questions hosts submitted. Keep adds one to the pool as it is; Edit lets you fix it first."
    >
      {submissions.isError ? (
        <LoadErrorPanel
          title="Failed to load submissions"
          message={errorMessageOf(submissions.error, '')}
          onRetry={() => void submissions.refetch()}
          isRetrying={submissions.isFetching}
        />
      ) : submissions.isPending ? (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Loading submissions...</Text>
          </Group>
        </Center>
      ) : submissions.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {ADMIN_MESSAGES.noSubmissions}
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" role="status">
            {submissions.data.length === 1
              ? '1 submission waiting for review'
              : `${submissions.data.length} submissions waiting for review`}
          </Text>
          {submissions.data.map((submission) => (
            <ReviewCard
              key={submission.id}
              subject={submission.question_text}
              busyAction={busyActionOf(submission.id)}
              onKeep={() => keep(submission)}
              onRemove={() => remove(submission)}
              onEdit={() => {
                setEditing(submission);
                setIsEditOpen(true);
              }}
              header={
                <>
                  <DifficultyBadge difficulty={submission.difficulty} />
                  <Badge variant="outline" color="gray">
                    {submission.category?.name ?? 'Uncategorized'}
                  </Badge>
                  <Text size="sm" c="dimmed">
                    Submitted by {submission.submitter_email ?? 'a deleted user'} on{' '}
                    {formatDate(submission.created_at)}
                  </Text>
                </>
              }
            >
              <QuestionAndAnswer
                question={submission.question_text}
                answer={submission.correct_answer}
              />
            </ReviewCard>
          ))}
        </Stack>
      )}

      {editing && (
        <ReviewEditModal
          opened={isEditOpen}
          onClose={() => setIsEditOpen(false)}
          title="Edit Submission"
          initialValues={{
            key: editing.id,
            questionText: editing.question_text,
            correctAnswer: editing.correct_answer,
            categoryId: editing.category?.id ?? null,
            difficulty: editing.difficulty,
          }}
          onSubmit={saveEdit}
          isSaving={approveEdited.isPending}
        />
      )}
    </AdminPage>
  );
}
