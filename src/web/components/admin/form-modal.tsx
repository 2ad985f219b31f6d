import { Button, Group, Modal } from '@mantine/core';
import { Fragment, type ReactNode, useState } from 'react';

interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: 'md' | 'lg';
  /** What the form is about (an id, or 'new'): another one starts the form afresh. */
  formKey: string;
  /** The form, which holds its own state and ends with FormActions. */
  children: ReactNode;
}

/** The frame of an admin add or edit dialog. */
export function FormModal({ opened, onClose, title, size, formKey, children }: FormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size}>
      <Fragment key={formKey}>{children}</Fragment>
    </Modal>
  );
}

interface FormActionsProps {
  submitLabel: string;
  isSaving: boolean;
  /** A dialog's Cancel; a form on a page has none. */
  onCancel?: () => void;
  submitColor?: string;
  submitIcon?: ReactNode;
  isSubmitDisabled?: boolean;
}

/** A form's Cancel and submit buttons, at its foot. */
export function FormActions({
  submitLabel,
  isSaving,
  onCancel,
  submitColor,
  submitIcon,
  isSubmitDisabled,
}: FormActionsProps) {
  return (
    <Group justify={onCancel ? 'flex-end' : 'flex-start'} gap="sm">
      {onCancel && (
        <Button variant="default" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        color={submitColor}
        loading={isSaving}
        leftSection={submitIcon}
        disabled={isSubmitDisabled}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}

/** The item an edit dialog is about; it outlives the dialog's closing animation. */
export function useDialogItem<T>() {
  const [item, setItem] = useState<T | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  return {
    item,
    isOpen,
    open: (next: T) => {
      setItem(next);
      setIsOpen(true);
    },
    close: () => setIsOpen(false),
  };
}
