import { Badge, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MESSAGES, type ReviewEditInput } from '../../../../core/admin';
import { FLAG_REASON_LABELS, type FlagReason } from '../../../../core/game';
import { AdminPage } from '../../../components/admin/admin-page';
import { LoadErrorPanel } from '../../../components/admin/load-error-panel';
import { notifySuccess } from '../../../lib/notify';
import { DifficultyBadge } from '../components/question-badges';
import { QuestionAndAnswer, ReviewCard } from '../components/review-card';
import { ReviewEditModal } from '../components/review-edit-modal';
import { notifyFailure } from '../feedback';
import { errorMessageOf, formatDate } from '../format';
import { capitalize } from '../options';
import { useApproveEditedFlag } from './api/approve-edited-flag';
import { type PendingFlag, useFlags } from './api/get-flags';
import { useKeepFlag } from './api/keep-flag';
import { useRemoveFlag } from './api/remove-flag';

function reasonLabel(reason: string): string {
  return FLAG_REASON_LABELS[reason as FlagReason] ?? capitalize(reason.replaceAll('_', ' '));
}

/** Flagged Questions (/admin/flagged): questions hosts reported, waiting for review. */
export function FlaggedPage() {
  const flags = useFlags();
  const keepFlag = useKeepFlag();
  const removeFlag = useRemoveFlag();
  const approveEdited = useApproveEditedFlag();
  // The edited flag outlives the dialog's closing animation.
  const [editing, setEditing] = useState<PendingFlag | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);

  function busyActionOf(id: string) {
    if (keepFlag.isPending && keepFlag.variables === id) return 'keep';
    if (removeFlag.isPending && removeFlag.variables === id) return 'remove';
    if (approveEdited.isPending && approveEdited.variables?.id === id) return 'edit';
    return null;
  }

  function keep(flag: PendingFlag) {
    keepFlag.mutate(flag.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyFailure('Failed to update flag status', error),
    });
  }

  function remove(flag: PendingFlag) {
    removeFlag.mutate(flag.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyFailure('Failed to update flag status', error),
    });
  }

  /** As the Question Pool's Remove: asked first. A flag whose question is gone only closes. */
  function confirmRemove(flag: PendingFlag) {
    if (!flag.question) {
      remove(flag);
      return;
    }
    modals.openConfirmModal({
      title: 'Remove flagged question',
      children: (
        <Stack gap="xs">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {flag.question.question_text}
          </Text>
          <Text size="sm">{ADMIN_MESSAGES.flagRemoveConfirm}</Text>
        </Stack>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove(flag),
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
        onError: (error) => notifyFailure('Failed to save edited question', error),
      },
    );
  }

  return (
    <AdminPage
      title="Flagged Questions"
      description="Questions hosts reported. Keep approves the question, Remove takes it out of the pool, Edit fixes and approves it."
    >
      {flags.isError ? (
        <LoadErrorPanel
          title="Failed to load flagged questions"
          message={errorMessageOf(flags.error, '')}
          onRetry={() => void flags.refetch()}
          isRetrying={flags.isFetching}
        />
      ) : flags.isPending ? (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Loading flagged questions...</Text>
          </Group>
        </Center>
      ) : flags.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {ADMIN_MESSAGES.noFlags}
        </Text>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" role="status">
            {flags.data.length === 1
              ? '1 flag waiting for review'
              : `${flags.data.length} flags waiting for review`}
          </Text>
          {flags.data.map((flag) => {
            const { question } = flag;
            return (
              <ReviewCard
                key={flag.id}
                subject={question?.question_text ?? `flag of ${formatDate(flag.created_at)}`}
                busyAction={busyActionOf(flag.id)}
                onKeep={() => keep(flag)}
                onRemove={() => confirmRemove(flag)}
                onEdit={
                  question
                    ? () => {
                        setEditing(flag);
                        setIsEditOpen(true);
                      }
                    : undefined
                }
                header={
                  <>
                    <Badge color="red" variant="light">
                      {reasonLabel(flag.reason)}
                    </Badge>
                    {question && <DifficultyBadge difficulty={question.difficulty} />}
                    {question && (
                      <Badge variant="outline" color="gray">
                        {question.category_name ?? 'Uncategorized'}
                      </Badge>
                    )}
                    <Text size="sm" c="dimmed">
                      Flagged by {flag.flagged_by_email ?? 'a deleted user'} on{' '}
                      {formatDate(flag.created_at)}
                    </Text>
                  </>
                }
              >
                <Stack gap="sm">
                  {flag.note && (
                    <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={600} fs="normal">
                        Note:{' '}
                      </Text>
                      {flag.note}
                    </Text>
                  )}
                  {question ? (
                    <QuestionAndAnswer
                      question={question.question_text}
                      answer={question.correct_answer}
                    />
                  ) : (
                    <Group gap="xs" c="red">
                      <IconAlertTriangle size={18} aria-hidden />
                      <Text c="red">{ADMIN_MESSAGES.questionNotFound}</Text>
                    </Group>
                  )}
                </Stack>
              </ReviewCard>
            );
          })}
        </Stack>
      )}

      {editing?.question && (
        <ReviewEditModal
          opened={isEditOpen}
          onClose={() => setIsEditOpen(false)}
          title="Edit Flagged Question"
          initialValues={{
            key: editing.id,
            questionText: editing.question.question_text,
            correctAnswer: editing.question.correct_answer,
            categoryId: editing.question.category_id,
            difficulty: editing.question.difficulty,
          }}
          onSubmit={saveEdit}
          isSaving={approveEdited.isPending}
        />
      )}
    </AdminPage>
  );
}
