import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconPencil, IconX } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';

interface ReviewCardProps {
  /** Badges and who sent it in, above the question. */
  header: ReactNode;
  /** The question and answer, or 'Question not found'. */
  children: ReactNode;
  /** Names the card for the buttons' accessible labels. */
  subject: string;
  onRemove: () => void;
  onEdit?: () => void;
  onKeep: () => void;
  /** Which action is running on this card, if any. */
  busyAction: 'remove' | 'edit' | 'keep' | null;
}

/** A pending submission or flag with its Remove, Edit and Keep actions. */
export function ReviewCard({
  header,
  children,
  subject,
  onRemove,
  onEdit,
  onKeep,
  busyAction,
}: ReviewCardProps) {
  const titleId = useId();
  const isBusy = busyAction !== null;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          {header}
        </Group>
        <div id={titleId}>{children}</div>
        <Group gap="xs" justify="flex-end" wrap="wrap">
          <Button
            variant="light"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={onRemove}
            loading={busyAction === 'remove'}
            disabled={isBusy && busyAction !== 'remove'}
            aria-label={`Remove: ${subject}`}
          >
            Remove
          </Button>
          {onEdit && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={onEdit}
              loading={busyAction === 'edit'}
              disabled={isBusy && busyAction !== 'edit'}
              aria-label={`Edit: ${subject}`}
            >
              Edit
            </Button>
          )}
          <Button
            color="green"
            leftSection={<IconCheck size={16} aria-hidden />}
            onClick={onKeep}
            loading={busyAction === 'keep'}
            disabled={isBusy && busyAction !== 'keep'}
            aria-label={`Keep: ${subject}`}
          >
            Keep
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The question and its answer, as a card shows them. */
export function QuestionAndAnswer({ question, answer }: { question: string; answer: string }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {question}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>
        <Text span c="dimmed" size="sm" fw={600}>
          Answer:{' '}
        </Text>
        {answer}
      </Text>
    </Stack>
  );
}
