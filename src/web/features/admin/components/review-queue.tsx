import { Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { ADMIN_MESSAGES, type ReviewEditRequest } from '../../../../core/admin';
import type { Difficulty } from '../../../../core/game';
import { sameText } from '../../../../core/questions';
import { AdminQuery, ListSummary } from '../../../components/admin/admin-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { confirmDanger } from '../../../components/admin/confirm-danger';
import { FormModal, useDialogItem } from '../../../components/admin/form-modal';
import {
  fromStoredContent,
  optionLetter,
  type StoredQuestionContent,
} from '../../../components/question-content';
import { QuestionPicture } from '../../../components/question-picture';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../feedback';
import { DifficultyBadge, KindBadge } from './question-badges';
import { QuestionForm, type QuestionFormInitial } from './question-form';

type Reviewed = UseMutationResult<{ message: string }, Error, string>;
type ApprovedEdited = UseMutationResult<
  { message: string },
  Error,
  { id: string; values: ReviewEditRequest }
>;

/** The question a flag or submission is about, as its card shows it. */
export interface ReviewQuestion extends StoredQuestionContent {
  categoryId: string | null;
  categoryName: string | null;
  difficulty: Difficulty;
  /** Where the browser loads its picture; null for none. */
  pictureUrl: string | null;
}

/** What one waiting flag or submission shows on its card. */
export interface ReviewCardContent {
  /** The question; null when a flagged question is gone ('Question not found', no Edit). */
  question: ReviewQuestion | null;
  /** Names the card for the buttons' accessible labels when the question is gone. */
  fallbackSubject?: string;
  /** A flag's reason, as a red badge first. */
  reason?: string;
  /** 'Flagged by … on …' or 'Submitted by … on …'. */
  byLine: string;
  /** A flag's optional note. */
  note?: string | null;
  /** Asked before Remove; null: Remove acts at once. */
  removeConfirmation: { title: string; message: ReactNode } | null;
}

interface ReviewQueueProps<T extends { id: string }> {
  title: string;
  description: string;
  /** One waiting item, 'flag' or 'submission': the count line. */
  noun: string;
  /** The list, 'flagged questions' or 'submissions': the loading and error texts. */
  listName: string;
  emptyText: string;
  editTitle: string;
  /** The toasts' titles when an action fails. */
  failureTitles: { keep: string; remove: string; edit: string };
  items: UseQueryResult<T[], Error>;
  keep: Reviewed;
  remove: Reviewed;
  approveEdited: ApprovedEdited;
  contentOf: (item: T) => ReviewCardContent;
}

/**
 * The review queue: Flagged Questions and Question Submissions are this one screen, each with
 * its own words, requests and card content. Every card has Remove, Edit and Keep.
 */
export function ReviewQueue<T extends { id: string }>({
  title,
  description,
  noun,
  listName,
  emptyText,
  editTitle,
  failureTitles,
  items,
  keep,
  remove,
  approveEdited,
  contentOf,
}: ReviewQueueProps<T>) {
  const editing = useDialogItem<{ id: string; values: QuestionFormInitial }>();

  function busyActionOf(id: string): BusyAction {
    if (keep.isPending && keep.variables === id) return 'keep';
    if (remove.isPending && remove.variables === id) return 'remove';
    if (approveEdited.isPending && approveEdited.variables?.id === id) return 'edit';
    return null;
  }

  function run(mutation: Reviewed, id: string, failureTitle: string) {
    mutation.mutate(id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyFailure(failureTitle, error),
    });
  }

  function confirmRemove(id: string, confirmation: ReviewCardContent['removeConfirmation']) {
    if (!confirmation) {
      run(remove, id, failureTitles.remove);
      return;
    }
    confirmDanger({
      ...confirmation,
      confirmLabel: 'Remove',
      onConfirm: () => run(remove, id, failureTitles.remove),
    });
  }

  function saveEdit(values: ReviewEditRequest) {
    if (!editing.item) return;
    approveEdited.mutate(
      { id: editing.item.id, values },
      {
        onSuccess: ({ message }) => {
          notifySuccess(message);
          editing.close();
        },
        onError: (error) => notifyFailure(failureTitles.edit, error),
      },
    );
  }

  return (
    <AdminPage title={title} description={description}>
      <AdminQuery
        query={items}
        loadingText={`Loading ${listName}...`}
        errorTitle={`Failed to load ${listName}`}
      >
        {(list) =>
          list.length === 0 ? (
            <Text c="dimmed" ta="center" py="xl">
              {emptyText}
            </Text>
          ) : (
            <Stack gap="md">
              <ListSummary isFetching={false}>
                {list.length === 1
                  ? `1 ${noun} waiting for review`
                  : `${list.length} ${noun}s waiting for review`}
              </ListSummary>
              {list.map((item) => {
                const content = contentOf(item);
                const { question } = content;
                return (
                  <ReviewCard
                    key={item.id}
                    content={content}
                    busyAction={busyActionOf(item.id)}
                    onKeep={() => run(keep, item.id, failureTitles.keep)}
                    onRemove={() => confirmRemove(item.id, content.removeConfirmation)}
                    onEdit={
                      question
                        ? () =>
                            editing.open({
                              id: item.id,
                              values: {
                                content: fromStoredContent(question),
                                categoryId: question.categoryId,
                                difficulty: question.difficulty,
                              },
                            })
                        : undefined
                    }
                  />
                );
              })}
            </Stack>
          )
        }
      </AdminQuery>

      <FormModal
        opened={editing.isOpen}
        onClose={editing.close}
        title={editTitle}
        size="lg"
        formKey={editing.item?.id ?? ''}
      >
        {editing.item && (
          <QuestionForm
            initialValues={editing.item.values}
            categoryField="select"
            missingMessage={ADMIN_MESSAGES.fillAllRequired}
            submitLabel="Save Changes & Approve"
            submitColor="green"
            submitIcon={<IconCheck size={16} aria-hidden />}
            onCancel={editing.close}
            isSaving={approveEdited.isPending}
            onSubmit={(values) =>
              saveEdit({
                ...values.content,
                categoryId: values.categoryId,
                difficulty: values.difficulty,
              })
            }
          />
        )}
      </FormModal>
    </AdminPage>
  );
}

type BusyAction = 'remove' | 'edit' | 'keep' | null;

interface ReviewAction {
  kind: Exclude<BusyAction, null>;
  label: string;
  variant?: 'light' | 'default';
  color?: string;
  icon: ReactNode;
  onClick?: () => void;
}

interface ReviewCardProps {
  content: ReviewCardContent;
  onRemove: () => void;
  onEdit?: () => void;
  onKeep: () => void;
  /** Which action is running on this card, if any. */
  busyAction: BusyAction;
}

/** A waiting flag or submission with its Remove, Edit and Keep actions. */
function ReviewCard({ content, onRemove, onEdit, onKeep, busyAction }: ReviewCardProps) {
  const titleId = useId();
  const { question } = content;
  const isBusy = busyAction !== null;
  const subject = question?.question_text ?? content.fallbackSubject ?? '';
  const actions: ReviewAction[] = [
    {
      kind: 'remove',
      label: 'Remove',
      variant: 'light',
      color: 'red',
      icon: <IconX size={16} aria-hidden />,
      onClick: onRemove,
    },
    {
      kind: 'edit',
      label: 'Edit',
      variant: 'default',
      icon: <IconPencil size={16} aria-hidden />,
      onClick: onEdit,
    },
    {
      kind: 'keep',
      label: 'Keep',
      color: 'green',
      icon: <IconCheck size={16} aria-hidden />,
      onClick: onKeep,
    },
  ];
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          {content.reason && (
            <Badge color="red" variant="light">
              {content.reason}
            </Badge>
          )}
          {question && <KindBadge kind={question.kind} />}
          {question && <DifficultyBadge difficulty={question.difficulty} />}
          {question && (
            <Badge variant="outline" color="gray">
              {question.categoryName ?? 'Uncategorized'}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {content.byLine}
          </Text>
        </Group>
        <Stack gap="sm" id={titleId}>
          {content.note && (
            <Text size="sm" fs="italic" style={{ overflowWrap: 'anywhere' }}>
              <Text span fw={600} fs="normal">
                Note:{' '}
              </Text>
              {content.note}
            </Text>
          )}
          {question ? (
            <ReviewedQuestion question={question} />
          ) : (
            <Group gap="xs" c="red">
              <IconAlertTriangle size={18} aria-hidden />
              <Text c="red">{ADMIN_MESSAGES.questionNotFound}</Text>
            </Group>
          )}
        </Stack>
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {actions.map(({ kind, label, variant, color, icon, onClick }) => {
            // No Edit when the flagged question is gone.
            if (!onClick) return null;
            return (
              <Button
                key={kind}
                variant={variant}
                color={color}
                leftSection={icon}
                onClick={onClick}
                loading={busyAction === kind}
                disabled={isBusy && busyAction !== kind}
                aria-label={`${label}: ${subject}`}
              >
                {label}
              </Button>
            );
          })}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The question under review: its text, picture, options (the correct one marked), answer, variants. */
function ReviewedQuestion({ question }: { question: ReviewQuestion }) {
  const options = question.multiple_choice_options ?? [];
  return (
    <Stack gap={6}>
      <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {question.question_text}
      </Text>
      {question.pictureUrl && <QuestionPicture url={question.pictureUrl} maxHeight={140} />}
      {options.length > 0 && question.kind !== 'true_false' && (
        <List size="sm" listStyleType="none" spacing={2} aria-label="Options">
          {options.map((option, index) => {
            const isCorrect = sameText(option, question.correct_answer);
            return (
              <List.Item key={option} style={{ overflowWrap: 'anywhere' }}>
                <Text span size="sm" fw={isCorrect ? 700 : 400} c={isCorrect ? 'green' : undefined}>
                  {optionLetter(index)}. {option}
                  {isCorrect && ' (correct)'}
                </Text>
              </List.Item>
            );
          })}
        </List>
      )}
      <Text style={{ overflowWrap: 'anywhere' }}>
        <Text span c="dimmed" size="sm" fw={600}>
          Answer:{' '}
        </Text>
        {question.correct_answer}
      </Text>
      {question.answer_variants.length > 0 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span c="dimmed" fw={600} inherit>
            Also accepted:{' '}
          </Text>
          {question.answer_variants.join(', ')}
        </Text>
      )}
    </Stack>
  );
}
