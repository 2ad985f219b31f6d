import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

interface ConfirmDangerOptions {
  title: string;
  /** A sentence, or richer content (the question being removed, then the sentence). */
  message: ReactNode;
  /** The red button's word: 'Delete', 'Remove', 'Suspend'. */
  confirmLabel: string;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone: Cancel, or the red confirm button. */
export function confirmDanger({ title, message, confirmLabel, onConfirm }: ConfirmDangerOptions) {
  modals.openConfirmModal({
    title,
    children: typeof message === 'string' ? <Text size="sm">{message}</Text> : message,
    labels: { confirm: confirmLabel, cancel: 'Cancel' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}
