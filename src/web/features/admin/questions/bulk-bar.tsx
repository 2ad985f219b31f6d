import { Button, Checkbox, Group, Paper, Select, Text } from '@mantine/core';
import { IconCheck, IconFolderShare, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import type { QuestionBulkAction } from '../../../../core/admin';
import { confirmDanger } from '../../../components/admin/confirm-danger';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../feedback';
import { useBulkQuestionAction } from './api/bulk-question-action';

/** The category Select's value for Uncategorized: Select values must be strings. */
const UNCATEGORIZED = 'uncategorized';

interface BulkBarProps {
  /** The questions on this page, in order. */
  pageIds: readonly string[];
  /** The ones selected (all on this page). */
  selectedIds: readonly string[];
  onSelect: (ids: string[]) => void;
  /** Uncategorized first, then the categories by name. */
  categoryOptions: readonly { value: string; label: string }[];
}

/**
 * Bulk curation of the pool: select all on the page, then Approve, Reject, Move to category
 * or Delete the selected questions at once.
 */
export function BulkBar({ pageIds, selectedIds, onSelect, categoryOptions }: BulkBarProps) {
  const bulk = useBulkQuestionAction();
  const [target, setTarget] = useState<string | null>(null);
  const count = selectedIds.length;
  const isAll = pageIds.length > 0 && count === pageIds.length;
  const running = bulk.isPending ? bulk.variables?.action : null;

  function run(input: QuestionBulkAction) {
    bulk.mutate(input, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        onSelect([]);
        setTarget(null);
      },
      onError: (error) => notifyFailure('Failed to update the selected questions', error),
    });
  }

  function confirmDelete() {
    const ids = [...selectedIds];
    confirmDanger({
      title: 'Delete questions',
      message: `Delete ${ids.length === 1 ? 'the selected question' : `the ${ids.length} selected questions`}? This action cannot be undone.`,
      confirmLabel: 'Delete',
      onConfirm: () => run({ action: 'delete', ids }),
    });
  }

  return (
    <Paper withBorder p="xs" role="group" aria-label="Selected questions">
      <Group gap="sm" wrap="wrap" align="center">
        <Checkbox
          label="Select all on this page"
          checked={isAll}
          indeterminate={count > 0 && !isAll}
          disabled={pageIds.length === 0}
          onChange={() => onSelect(isAll ? [] : [...pageIds])}
        />
        <Text size="sm" c="dimmed" role="status">
          {count === 0 ? 'None selected' : `${count} selected`}
        </Text>
        {count > 0 && (
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              color="green"
              variant="light"
              leftSection={<IconCheck size={14} aria-hidden />}
              loading={running === 'approve'}
              disabled={bulk.isPending}
              onClick={() => run({ action: 'approve', ids: [...selectedIds] })}
            >
              Approve
            </Button>
            <Button
              size="xs"
              color="gray"
              variant="light"
              leftSection={<IconX size={14} aria-hidden />}
              loading={running === 'reject'}
              disabled={bulk.isPending}
              onClick={() => run({ action: 'reject', ids: [...selectedIds] })}
            >
              Reject
            </Button>
            <Group gap={4} wrap="nowrap">
              <Select
                size="xs"
                aria-label="Move to category"
                placeholder="Move to category"
                data={categoryOptions}
                value={target}
                onChange={setTarget}
                searchable
                nothingFoundMessage="No category with that name"
                w={180}
                comboboxProps={{ withinPortal: true }}
              />
              <Button
                size="xs"
                variant="default"
                leftSection={<IconFolderShare size={14} aria-hidden />}
                loading={running === 'recategorize'}
                disabled={!target || bulk.isPending}
                onClick={() =>
                  target &&
                  run({
                    action: 'recategorize',
                    ids: [...selectedIds],
                    categoryId: target === UNCATEGORIZED ? null : target,
                  })
                }
              >
                Move
              </Button>
            </Group>
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={running === 'delete'}
              disabled={bulk.isPending}
              onClick={confirmDelete}
            >
              Delete
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  );
}
