import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/** A long subject (a question's text) cut short for the buttons' accessible names. */
function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

interface EditDeleteActionsProps {
  /** What the buttons act on, for their accessible names ('Edit: {subject}'), cut at 60. */
  subject: string;
  /** The remove button's word: 'Delete' or 'Remove'. */
  deleteWord?: 'Delete' | 'Remove';
  /** Name separator: 'Edit: …' (a question's text) or 'Edit …' (a short name). */
  separator?: ': ' | ' ';
  isDeleting: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** The Edit and Delete (or Remove) buttons of a row of an admin list. */
export function EditDeleteActions({
  subject,
  deleteWord = 'Delete',
  separator = ': ',
  isDeleting,
  onEdit,
  onDelete,
}: EditDeleteActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={`Edit${separator}${shorten(subject)}`}
        onClick={onEdit}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={`${deleteWord}${separator}${shorten(subject)}`}
        loading={isDeleting}
        onClick={onDelete}
      >
        {deleteWord}
      </Button>
    </Group>
  );
}
