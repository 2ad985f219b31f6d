import {
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Select,
  SimpleGrid,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconCopy, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  type AdminQuestion,
  type ListQuestionsQuery,
  QUESTION_STATUSES,
} from '../../../../core/admin';
import { DIFFICULTIES } from '../../../../core/game';
import { AdminPage } from '../../../components/admin/admin-page';
import { EditDeleteActions } from '../../../components/admin/edit-delete-actions';
import { LoadErrorPanel } from '../../../components/admin/load-error-panel';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { notifySuccess } from '../../../lib/notify';
import { useAdminCategories } from '../categories/api/get-admin-categories';
import { DifficultyBadge, StatusBadge } from '../components/question-badges';
import { notifyFailure } from '../feedback';
import { errorMessageOf } from '../format';
import { difficultyOptions, statusOptions } from '../options';
import { useDeleteQuestion } from './api/delete-question';
import { QUESTIONS_PAGE_SIZE, useQuestions } from './api/get-questions';
import { DuplicateCheckerModal } from './duplicate-checker-modal';
import { QuestionFormModal } from './question-form-modal';

const ALL = 'all';

interface Filters {
  search: string;
  status: string;
  difficulty: string;
  category: string;
}

function toQuery(filters: Filters, page: number): ListQuestionsQuery {
  const status = QUESTION_STATUSES.find((s) => s === filters.status);
  const difficulty = DIFFICULTIES.find((d) => d === filters.difficulty);
  return {
    search: filters.search || undefined,
    status,
    difficulty,
    categoryId: filters.category === ALL ? undefined : filters.category,
    page,
    pageSize: QUESTIONS_PAGE_SIZE,
  };
}

/** A short form of a question for button labels read by screen readers. */
function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The Question Pool (/admin/questions): searched, filtered and paged on the server. */
export function QuestionPoolPage() {
  const categories = useAdminCategories();
  const deleteQuestion = useDeleteQuestion();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState(ALL);
  const [difficulty, setDifficulty] = useState(ALL);
  const [category, setCategory] = useState(ALL);
  const filters: Filters = { search: debouncedSearch, status, difficulty, category };
  // The page belongs to one set of filters: new filters start again at page 1.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  if (paging.filterKey !== filterKey) setPaging({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  const questions = useQuestions(toQuery(filters, page));
  // The edited question outlives the dialog's closing animation.
  const [editing, setEditing] = useState<AdminQuestion | null>(null);
  const [isEditOpen, setIsEditOpen] = useState(false);
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [isDuplicatesOpen, setIsDuplicatesOpen] = useState(false);

  const hasFilters = !!debouncedSearch || status !== ALL || difficulty !== ALL || category !== ALL;
  const total = questions.data?.total ?? 0;
  const items = questions.data?.items ?? [];
  const pageCount = Math.max(1, Math.ceil(total / QUESTIONS_PAGE_SIZE));
  const first = total === 0 ? 0 : (page - 1) * QUESTIONS_PAGE_SIZE + 1;
  const last = Math.min(total, page * QUESTIONS_PAGE_SIZE);

  const categoryFilterData = [
    { value: ALL, label: 'All categories' },
    { value: 'uncategorized', label: 'Uncategorized' },
    ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];

  function confirmRemove(question: AdminQuestion) {
    modals.openConfirmModal({
      title: 'Remove question',
      children: <Text size="sm">{ADMIN_MESSAGES.deleteConfirm}</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        deleteQuestion.mutate(question.id, {
          onSuccess: () => {
            notifySuccess(ADMIN_MESSAGES.questionDeleted);
            // The last question of the last page: show the page before it.
            if (items.length === 1 && page > 1) setPage(page - 1);
          },
          onError: (error) => notifyFailure('Failed to delete question', error),
        }),
    });
  }

  return (
    <AdminPage
      title="Question Pool"
      description="Search, edit, add and remove trivia questions."
      actions={
        <>
          <Button
            variant="default"
            leftSection={<IconCopy size={16} aria-hidden />}
            onClick={() => setIsDuplicatesOpen(true)}
          >
            Check Duplicates
          </Button>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setIsAddOpen(true)}
          >
            Add New Question
          </Button>
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <TextInput
          label="Search questions or answers"
          placeholder="Type to search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          type="search"
        />
        <Select
          label="Status"
          data={[{ value: ALL, label: 'All statuses' }, ...statusOptions]}
          value={status}
          onChange={(value) => setStatus(value ?? ALL)}
          allowDeselect={false}
        />
        <Select
          label="Difficulty"
          data={[{ value: ALL, label: 'All difficulties' }, ...difficultyOptions]}
          value={difficulty}
          onChange={(value) => setDifficulty(value ?? ALL)}
          allowDeselect={false}
        />
        <Select
          label="Category"
          data={categoryFilterData}
          value={category}
          onChange={(value) => setCategory(value ?? ALL)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No category with that name"
        />
      </SimpleGrid>

      {questions.isError ? (
        <LoadErrorPanel
          title="Failed to load trivia questions"
          message={errorMessageOf(questions.error, '')}
          onRetry={() => void questions.refetch()}
          isRetrying={questions.isFetching}
        />
      ) : questions.isPending ? (
        <Center py="xl" role="status">
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>Loading questions...</Text>
          </Group>
        </Center>
      ) : (
        <>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="dimmed" role="status">
              {total === 0
                ? '0 questions'
                : `Showing ${first}–${last} of ${total.toLocaleString()} questions`}
            </Text>
            {questions.isFetching && <Loader size="xs" aria-label="Updating" />}
          </Group>
          <ResponsiveTable
            items={items}
            keyOf={(question) => question.id}
            label="Questions"
            minWidth={860}
            emptyText={
              hasFilters ? ADMIN_MESSAGES.noQuestionsMatching : 'No questions found in database'
            }
            columns={[
              { header: 'Question', width: '34%', cell: (question) => question.question_text },
              { header: 'Answer', cell: (question) => question.correct_answer },
              {
                header: 'Category',
                cell: (question) =>
                  question.category_name ?? (
                    <Text span c="dimmed" size="sm">
                      Uncategorized
                    </Text>
                  ),
              },
              {
                header: 'Difficulty',
                cell: (question) => <DifficultyBadge difficulty={question.difficulty} />,
              },
              { header: 'Status', cell: (question) => <StatusBadge status={question.status} /> },
            ]}
            actions={(question) => (
              <EditDeleteActions
                subject={shorten(question.question_text)}
                deleteWord="Remove"
                isDeleting={deleteQuestion.isPending && deleteQuestion.variables === question.id}
                onEdit={() => {
                  setEditing(question);
                  setIsEditOpen(true);
                }}
                onDelete={() => confirmRemove(question)}
              />
            )}
          />
          {pageCount > 1 && (
            <Center>
              <Pagination
                total={pageCount}
                value={page}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                getControlProps={(control) => ({
                  'aria-label':
                    control === 'previous'
                      ? 'Previous page'
                      : control === 'next'
                        ? 'Next page'
                        : control === 'first'
                          ? 'First page'
                          : 'Last page',
                })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            </Center>
          )}
        </>
      )}

      <QuestionFormModal opened={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <QuestionFormModal
        opened={isEditOpen}
        onClose={() => setIsEditOpen(false)}
        question={editing}
      />
      <DuplicateCheckerModal opened={isDuplicatesOpen} onClose={() => setIsDuplicatesOpen(false)} />
    </AdminPage>
  );
}
