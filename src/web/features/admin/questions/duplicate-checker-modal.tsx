import {
  Alert,
  Badge,
  Button,
  Collapse,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronUp,
  IconCircleCheck,
  IconRefresh,
  IconSearch,
  IconTrash,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { ADMIN_MESSAGES, type AdminQuestion } from '../../../../core/admin';
import { confirmDanger } from '../../../components/admin/confirm-danger';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { errorMessageOf } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { adminKeys, questionDataKeys, refreshAdminData } from '../admin-queries';
import { DifficultyBadge, StatusBadge } from '../components/question-badges';
import { notifyFailure, notifyInfo } from '../feedback';
import { useDeleteQuestion } from './api/delete-question';
import {
  type DuplicateGroup,
  type DuplicateReport,
  useDuplicateQuestions,
} from './api/get-duplicate-questions';

interface DuplicateCheckerModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The Duplicate Question Checker dialog (spec 2): same text, trimmed and lowercased. */
export function DuplicateCheckerModal({ opened, onClose }: DuplicateCheckerModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Duplicate Question Checker" size="xl">
      <DuplicateChecker />
    </Modal>
  );
}

/** Takes a deleted question out of its group; a group with one or none left disappears. */
function withoutQuestion(report: DuplicateReport, questionId: string): DuplicateReport {
  const groups = report.groups
    .map((g) => ({ ...g, questions: g.questions.filter((q) => q.id !== questionId) }))
    .filter((g) => g.questions.length > 1);
  return { groups, message: resultMessage(groups) };
}

function resultMessage(groups: DuplicateGroup[]): string {
  return groups.length
    ? ADMIN_MESSAGES.foundDuplicates(groups.length)
    : ADMIN_MESSAGES.noDuplicates;
}

function DuplicateChecker() {
  const queryClient = useQueryClient();
  const duplicates = useDuplicateQuestions();
  const deleteQuestion = useDeleteQuestion();
  // The scan shows only once asked for in this opening of the dialog.
  const [hasChecked, setHasChecked] = useState(false);

  async function check() {
    setHasChecked(true);
    const result = await duplicates.refetch();
    if (result.isSuccess) {
      if (result.data.groups.length) notifyInfo(result.data.message);
      else notifySuccess(result.data.message);
    }
  }

  function confirmDelete(question: AdminQuestion) {
    confirmDanger({
      title: 'Delete duplicate question',
      message: ADMIN_MESSAGES.deleteConfirm,
      confirmLabel: 'Delete',
      onConfirm: () =>
        deleteQuestion.mutate(question.id, {
          onSuccess: () => {
            queryClient.setQueryData<DuplicateReport>(adminKeys.duplicates, (report) =>
              report ? withoutQuestion(report, question.id) : report,
            );
            refreshAdminData(queryClient, questionDataKeys);
            notifySuccess(ADMIN_MESSAGES.questionDeleted);
          },
          onError: (error) => notifyFailure('Failed to delete question', error),
        }),
    });
  }

  const groups = hasChecked ? (duplicates.data?.groups ?? null) : null;
  const isScanning = duplicates.isFetching;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Questions with the same text (ignoring case and surrounding spaces) are duplicates. The
        oldest of each group is kept; delete the others.
      </Text>
      <Group gap="sm">
        <Button
          onClick={check}
          loading={isScanning}
          leftSection={
            hasChecked ? (
              <IconRefresh size={16} aria-hidden />
            ) : (
              <IconSearch size={16} aria-hidden />
            )
          }
        >
          {hasChecked ? 'Re-check' : 'Check for Duplicates'}
        </Button>
      </Group>

      {hasChecked && isScanning && !groups && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">Scanning the question pool...</Text>
        </Group>
      )}
      {hasChecked && duplicates.isError && !isScanning && (
        <Alert color="red" title="Failed to check for duplicates">
          {errorMessageOf(duplicates.error) ?? 'Please try again.'}
        </Alert>
      )}
      {groups && groups.length === 0 && (
        <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
          {ADMIN_MESSAGES.noDuplicates}
        </Alert>
      )}
      {groups && groups.length > 0 && (
        <Stack gap="md">
          <Text fw={600} role="status">
            {ADMIN_MESSAGES.foundDuplicates(groups.length)}
          </Text>
          {groups.map((group, index) => (
            <DuplicateGroupCard
              key={group.key}
              group={group}
              index={index}
              onDelete={confirmDelete}
              deletingId={deleteQuestion.isPending ? deleteQuestion.variables : null}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

interface DuplicateGroupCardProps {
  group: DuplicateGroup;
  index: number;
  onDelete: (question: AdminQuestion) => void;
  deletingId: string | null;
}

function DuplicateGroupCard({ group, index, onDelete, deletingId }: DuplicateGroupCardProps) {
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={headingId}>
          Group {index + 1}: {group.questions.length} copies
        </Title>
        {group.questions.map((question, position) => (
          <DuplicateRow
            key={question.id}
            question={question}
            isOldest={position === 0}
            isDeleting={deletingId === question.id}
            onDelete={() => onDelete(question)}
          />
        ))}
      </Stack>
    </Paper>
  );
}

interface DuplicateRowProps {
  question: AdminQuestion;
  isOldest: boolean;
  isDeleting: boolean;
  onDelete: () => void;
}

function DuplicateRow({ question, isOldest, isDeleting, onDelete }: DuplicateRowProps) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const added = formatDate(question.created_at);
  return (
    <Paper withBorder p="sm" bg={isOldest ? 'var(--mantine-color-green-0)' : undefined}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            {isOldest ? (
              <Badge color="green">Keep (Oldest)</Badge>
            ) : (
              <Badge color="orange" variant="light">
                Duplicate
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              Added {added}
            </Text>
          </Group>
          <Group gap="xs">
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setIsOpen((open) => !open)}
              aria-expanded={isOpen}
              aria-controls={detailsId}
              rightSection={
                isOpen ? (
                  <IconChevronUp size={14} aria-hidden />
                ) : (
                  <IconChevronDown size={14} aria-hidden />
                )
              }
            >
              {isOpen ? 'Hide details' : 'Details'}
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              disabled={isOldest}
              loading={isDeleting}
              onClick={onDelete}
              aria-label={
                isOldest ? 'Delete (the oldest is kept)' : `Delete duplicate added ${added}`
              }
            >
              Delete
            </Button>
          </Group>
        </Group>
        <Text size="sm">{question.question_text}</Text>
        <Collapse expanded={isOpen} id={detailsId}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} pt="xs">
            <Detail label="Answer">{question.correct_answer}</Detail>
            <Detail label="Category">{question.category_name ?? 'Uncategorized'}</Detail>
            <Detail label="Difficulty">
              <DifficultyBadge difficulty={question.difficulty} />
            </Detail>
            <Detail label="Status">
              <StatusBadge status={question.status} />
            </Detail>
            <Detail label="Added">{formatDateTime(question.created_at)}</Detail>
            <Detail label="ID">{question.id}</Detail>
            {question.multiple_choice_options && (
              <Detail label="Options">{question.multiple_choice_options.join(', ')}</Detail>
            )}
          </SimpleGrid>
        </Collapse>
      </Stack>
    </Paper>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
