import { Button, Checkbox, Image, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ADMIN_MESSAGES,
  type AdminQuestion,
  type ListQuestionsQuery,
  QUESTION_STATUSES,
} from '../../../../core/admin';
import { DIFFICULTIES } from '../../../../core/game';
import {
  AddButton,
  AdminQuery,
  ALL,
  describePage,
  ListFilters,
  ListSummary,
  Pager,
  useFilteredPage,
  useSearchText,
} from '../../../components/admin/admin-list';
import { AdminPage } from '../../../components/admin/admin-page';
import { confirmDanger } from '../../../components/admin/confirm-danger';
import { EditDeleteActions } from '../../../components/admin/edit-delete-actions';
import { useDialogItem } from '../../../components/admin/form-modal';
import { ResponsiveTable } from '../../../components/admin/responsive-table';
import { notifySuccess } from '../../../lib/notify';
import { useAdminCategories } from '../categories/api/get-admin-categories';
import { DifficultyBadge, KindBadge, StatusBadge } from '../components/question-badges';
import { notifyFailure } from '../feedback';
import { difficultyOptions, statusOptions } from '../options';
import { useDeleteQuestion } from './api/delete-question';
import { QUESTIONS_PAGE_SIZE, useQuestions } from './api/get-questions';
import { BulkBar } from './bulk-bar';
import { DuplicateCheckerModal } from './duplicate-checker-modal';
import { QuestionFormModal } from './question-form-modal';

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

/** The Question Pool (/admin/questions): searched, filtered and paged on the server. */
export function QuestionPoolPage() {
  const categories = useAdminCategories();
  const deleteQuestion = useDeleteQuestion();
  const search = useSearchText();
  const [status, setStatus] = useState(ALL);
  const [difficulty, setDifficulty] = useState(ALL);
  const [category, setCategory] = useState(ALL);
  const filters: Filters = { search: search.debounced, status, difficulty, category };
  const [page, setPage] = useFilteredPage(filters);
  // The selection belongs to one page of one search: another page or filter starts it empty.
  const selectionKey = JSON.stringify([filters, page]);
  const [selection, setSelection] = useState({ key: selectionKey, ids: [] as string[] });

  const questions = useQuestions(toQuery(filters, page));
  const editing = useDialogItem<AdminQuestion>();
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [isDuplicatesOpen, setIsDuplicatesOpen] = useState(false);

  const hasFilters = !!search.debounced || status !== ALL || difficulty !== ALL || category !== ALL;
  const items = questions.data?.items ?? [];
  const pageIds = items.map((question) => question.id);
  const selectedIds =
    selection.key === selectionKey ? selection.ids.filter((id) => pageIds.includes(id)) : [];
  const select = (ids: string[]) => setSelection({ key: selectionKey, ids });
  const toggle = (id: string, isSelected: boolean) =>
    select(isSelected ? [...selectedIds, id] : selectedIds.filter((other) => other !== id));

  const categoryOptions = [
    { value: 'uncategorized', label: 'Uncategorized' },
    ...(categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];

  function confirmRemove(question: AdminQuestion) {
    confirmDanger({
      title: 'Remove question',
      message: ADMIN_MESSAGES.deleteConfirm,
      confirmLabel: 'Delete',
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
          <AddButton label="Add New Question" onClick={() => setIsAddOpen(true)} />
        </>
      }
    >
      <ListFilters
        search={{
          label: 'Search questions or answers',
          placeholder: 'Type to search',
          value: search.text,
          onChange: search.setText,
        }}
        filters={[
          {
            label: 'Status',
            allLabel: 'All statuses',
            options: statusOptions,
            value: status,
            onChange: setStatus,
          },
          {
            label: 'Difficulty',
            allLabel: 'All difficulties',
            options: difficultyOptions,
            value: difficulty,
            onChange: setDifficulty,
          },
          {
            label: 'Category',
            allLabel: 'All categories',
            options: categoryOptions,
            value: category,
            onChange: setCategory,
            nothingFoundMessage: 'No category with that name',
          },
        ]}
      />

      <AdminQuery
        query={questions}
        loadingText="Loading questions..."
        errorTitle="Failed to load trivia questions"
      >
        {({ items, total }) => (
          <>
            <ListSummary isFetching={questions.isFetching}>
              {describePage(total, page, QUESTIONS_PAGE_SIZE, 'questions')}
            </ListSummary>
            <BulkBar
              pageIds={pageIds}
              selectedIds={selectedIds}
              onSelect={select}
              categoryOptions={categoryOptions}
            />
            <ResponsiveTable
              items={items}
              keyOf={(question) => question.id}
              label="Questions"
              minWidth={960}
              lead={{
                header: <VisuallyHidden>Select</VisuallyHidden>,
                cell: (question) => (
                  <Checkbox
                    aria-label={`Select: ${question.question_text}`}
                    checked={selectedIds.includes(question.id)}
                    onChange={(event) => toggle(question.id, event.currentTarget.checked)}
                  />
                ),
              }}
              emptyText={
                hasFilters ? ADMIN_MESSAGES.noQuestionsMatching : 'No questions found in database'
              }
              columns={[
                { header: 'Question', width: '34%', cell: (question) => question.question_text },
                {
                  header: 'Kind',
                  cell: (question) => (
                    <Stack gap={4} align="flex-start">
                      <KindBadge kind={question.kind} />
                      {question.picture_url && (
                        <Image
                          src={question.picture_url}
                          alt="The question's picture"
                          h={32}
                          w="auto"
                          fit="contain"
                          radius="xs"
                          loading="lazy"
                        />
                      )}
                    </Stack>
                  ),
                },
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
                  subject={question.question_text}
                  deleteWord="Remove"
                  isDeleting={deleteQuestion.isPending && deleteQuestion.variables === question.id}
                  onEdit={() => editing.open(question)}
                  onDelete={() => confirmRemove(question)}
                />
              )}
            />
            <Pager total={total} pageSize={QUESTIONS_PAGE_SIZE} page={page} onChange={setPage} />
          </>
        )}
      </AdminQuery>

      <QuestionFormModal opened={isAddOpen} onClose={() => setIsAddOpen(false)} />
      <QuestionFormModal opened={editing.isOpen} onClose={editing.close} question={editing.item} />
      <DuplicateCheckerModal opened={isDuplicatesOpen} onClose={() => setIsDuplicatesOpen(false)} />
    </AdminPage>
  );
}
