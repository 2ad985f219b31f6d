import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MESSAGES, type AdminTiebreaker } from '../../../../core/admin';
import { AdminPage } from '../../../components/admin/admin-page';
import { EditDeleteActions } from '../../../components/admin/edit-delete-actions';
import { LoadErrorPanel } from '../../../components/admin/load-error-panel';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../feedback';
import { errorMessageOf, formatDate } from '../format';
import { splitAnswers } from './answer-badges';
import { useDeleteTiebreaker } from './api/delete-tiebreaker';
import { TIEBREAKERS_PAGE_SIZE, useTiebreakers } from './api/get-tiebreakers';
import { TiebreakerFormModal } from './tiebreaker-form-modal';

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The first answers of a tie-breaker, and how many more there are. */
function AnswerBadges({ answers }: { answers: readonly string[] }) {
  const { shown, moreCount } = splitAnswers(answers);
  return (
    <Group gap={4}>
      {shown.map((answer, index) => (
        // Answers may repeat; their place in the list tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, read-only list
        <Badge key={index} variant="light" tt="none" maw={220}>
          {answer}
        </Badge>
      ))}
      {moreCount > 0 && (
        <Badge variant="outline" color="gray" tt="none">
          +{moreCount} more
        </Badge>
      )}
    </Group>
  );
}

/**
 * Tie Breaker Questions (/admin/tiebreakers and /admin/new-tiebreakers): one pool, so both
 * routes show this screen.
 */
export function TiebreakersPage() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const tiebreakers = useTiebreakers(debouncedSearch, page);
  const deleteTiebreaker = useDeleteTiebreaker();
  const [isAddOpen, setIsAddOpen] = useState(false);
  // The edited question outlives the dialog's closing animation.
  const [editing, setEditing] = useState<AdminTiebreaker | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);

  const items = tiebreakers.data?.items ?? [];
  const total = tiebreakers.data?.total ?? 0;

  function confirmDelete(tiebreaker: AdminTiebreaker) {
    modals.openConfirmModal({
      title: 'Delete tie breaker question',
      children: (
        <Text size="sm">
          Are you sure you want to delete this tiebreaker question? This action cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteTiebreaker.mutate(tiebreaker.id, {
          onSuccess: () => notifySuccess('Tiebreaker question deleted'),
          onError: (error) => notifyFailure('Failed to delete tiebreaker question', error),
        }),
    });
  }

  return (
    <AdminPage
      title="Tie Breaker Questions"
      description="Questions with a list of answers, used to settle a tie."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setIsAddOpen(true)}>
          Add Tie Breaker Question
        </Button>
      }
    >
      <TextInput
        label="Search tiebreaker questions"
        placeholder="Search questions or answers"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        type="search"
        maw={480}
      />

      {tiebreakers.isError ? (
        <LoadErrorPanel
          title="Error"
          message={errorMessageOf(tiebreakers.error, ADMIN_MESSAGES.tiebreakerLoadFailed)}
          onRetry={() => void tiebreakers.refetch()}
          isRetrying={tiebreakers.isFetching}
        />
      ) : tiebreakers.isPending ? (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Loading tiebreaker questions...</Text>
          </Group>
        </Center>
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {tiebreakers.isPlaceholderData
                ? 'Searching…'
                : debouncedSearch
                  ? `${total.toLocaleString()} ${total === 1 ? 'question matches' : 'questions match'} “${debouncedSearch}”`
                  : `${total.toLocaleString()} tiebreaker ${total === 1 ? 'question' : 'questions'}`}
            </Text>
            {tiebreakers.isFetching && <Loader size="xs" aria-label="Updating" />}
          </Group>
          <ResponsiveTable
            items={items}
            keyOf={(tiebreaker) => tiebreaker.id}
            label="Tie breaker questions"
            minWidth={720}
            emptyText={
              debouncedSearch ? ADMIN_MESSAGES.noTiebreakersMatching : ADMIN_MESSAGES.noTiebreakers
            }
            columns={[
              {
                header: 'Question',
                width: '40%',
                cell: (tiebreaker) => (
                  <>
                    {tiebreaker.question_text}
                    {!tiebreaker.is_active && (
                      <Badge color="gray" variant="outline" ml="xs" size="sm">
                        Inactive
                      </Badge>
                    )}
                  </>
                ),
              },
              {
                header: 'Answers',
                cell: (tiebreaker) => <AnswerBadges answers={tiebreaker.answer_options} />,
              },
              {
                header: 'Created',
                isNoWrap: true,
                cell: (tiebreaker) => formatDate(tiebreaker.created_at),
              },
            ]}
            actions={(tiebreaker) => (
              <EditDeleteActions
                subject={shorten(tiebreaker.question_text)}
                isDeleting={
                  deleteTiebreaker.isPending && deleteTiebreaker.variables === tiebreaker.id
                }
                onEdit={() => {
                  setEditing(tiebreaker);
                  setIsEditOpen(true);
                }}
                onDelete={() => confirmDelete(tiebreaker)}
              />
            )}
          />
          {total > TIEBREAKERS_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(total / TIEBREAKERS_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </Stack>
      )}

      <TiebreakerFormModal opened={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <TiebreakerFormModal
        opened={isEditOpen}
        onClose={() => setIsEditOpen(false)}
        tiebreaker={editing}
      />
    </AdminPage>
  );
}
