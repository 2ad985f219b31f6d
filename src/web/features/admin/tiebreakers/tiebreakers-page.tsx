import { Badge, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../core/admin';
import { type AdminTiebreaker, TIEBREAKER_MESSAGES } from '../../../../core/tiebreakers';
import {
  AddButton,
  AdminQuery,
  ListSummary,
  Pager,
  SearchInput,
  useFilteredPage,
  useSearchText,
} from '../../../components/admin/admin-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { confirmDanger } from '../../../components/admin/confirm-danger';
import { EditDeleteActions } from '../../../components/admin/edit-delete-actions';
import { useDialogItem } from '../../../components/admin/form-modal';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { formatDate } from '../../../lib/dates';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../feedback';
import { splitAnswers } from './answer-badges';
import { useDeleteTiebreaker } from './api/delete-tiebreaker';
import { TIEBREAKERS_PAGE_SIZE, useTiebreakers } from './api/get-tiebreakers';
import { TiebreakerFormModal } from './tiebreaker-form-modal';

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
  const search = useSearchText();
  const [page, setPage] = useFilteredPage(search.debounced);
  const tiebreakers = useTiebreakers(search.debounced, page);
  const deleteTiebreaker = useDeleteTiebreaker();
  const [isAddOpen, setIsAddOpen] = useState(false);
  const editing = useDialogItem<AdminTiebreaker>();

  function confirmDelete(tiebreaker: AdminTiebreaker) {
    confirmDanger({
      title: 'Delete tie breaker question',
      message:
        'Are you sure you want to delete this tiebreaker question? This action cannot be undone.',
      confirmLabel: 'Delete',
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
      description="Questions with a list of answers, or one number where the closest guess wins, used to settle a tie."
      actions={<AddButton label="Add Tie Breaker Question" onClick={() => setIsAddOpen(true)} />}
    >
      <SearchInput
        label="Search tiebreaker questions"
        placeholder="Search questions or answers"
        value={search.text}
        onChange={search.setText}
        maw={480}
      />

      <AdminQuery
        query={tiebreakers}
        loadingText="Loading tiebreaker questions..."
        errorTitle="Error"
        errorFallback={ADMIN_MESSAGES.tiebreakerLoadFailed}
      >
        {({ items, total }) => (
          <Stack gap="sm">
            <ListSummary isFetching={tiebreakers.isFetching}>
              {tiebreakers.isPlaceholderData
                ? 'Searching…'
                : search.debounced
                  ? `${total.toLocaleString('en-US')} ${total === 1 ? 'question matches' : 'questions match'} “${search.debounced}”`
                  : `${total.toLocaleString('en-US')} tiebreaker ${total === 1 ? 'question' : 'questions'}`}
            </ListSummary>
            <ResponsiveTable
              items={items}
              keyOf={(tiebreaker) => tiebreaker.id}
              label="Tie breaker questions"
              minWidth={720}
              emptyText={
                search.debounced
                  ? ADMIN_MESSAGES.noTiebreakersMatching
                  : ADMIN_MESSAGES.noTiebreakers
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
                  cell: (tiebreaker) =>
                    tiebreaker.kind === 'number' ? (
                      <Group gap={4}>
                        <Badge variant="light" color="grape" tt="none">
                          {TIEBREAKER_MESSAGES.closestNumberWins}
                        </Badge>
                        <AnswerBadges answers={tiebreaker.answer_options} />
                      </Group>
                    ) : (
                      <AnswerBadges answers={tiebreaker.answer_options} />
                    ),
                },
                {
                  header: 'Created',
                  isNoWrap: true,
                  cell: (tiebreaker) => formatDate(tiebreaker.created_at),
                },
              ]}
              actions={(tiebreaker) => (
                <EditDeleteActions
                  subject={tiebreaker.question_text}
                  isDeleting={
                    deleteTiebreaker.isPending && deleteTiebreaker.variables === tiebreaker.id
                  }
                  onEdit={() => editing.open(tiebreaker)}
                  onDelete={() => confirmDelete(tiebreaker)}
                />
              )}
            />
            <Pager total={total} pageSize={TIEBREAKERS_PAGE_SIZE} page={page} onChange={setPage} />
          </Stack>
        )}
      </AdminQuery>

      <TiebreakerFormModal opened={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <TiebreakerFormModal
        opened={editing.isOpen}
        onClose={editing.close}
        tiebreaker={editing.item}
      />
    </AdminPage>
  );
}
