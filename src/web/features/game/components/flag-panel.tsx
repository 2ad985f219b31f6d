import { Button, Group, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  type FlagReason,
  GAME_MESSAGES,
} from '../../../../core/game';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { messageForFailure } from '../../../lib/sign-in-message';
import { useFlagQuestion } from '../api/flag-question';

const REASON_OPTIONS = FLAG_REASONS.map((value) => ({ value, label: FLAG_REASON_LABELS[value] }));

interface FlagPanelProps {
  questionId: string;
  /** Called after Cancel or a successful flag. */
  onClose: () => void;
}

/** Spec 4, Flag panel: Submit Flag is disabled until a reason is chosen; Cancel clears it. */
export function FlagPanel({ questionId, onClose }: FlagPanelProps) {
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [note, setNote] = useState('');
  const flagQuestion = useFlagQuestion();

  function reset() {
    setReason(null);
    setNote('');
  }

  function cancel() {
    reset();
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!reason) return;
    flagQuestion.mutate(
      { questionId, reason, note },
      {
        onSuccess() {
          notifySuccess(GAME_MESSAGES.flagged);
          reset();
          onClose();
        },
        onError(error) {
          // The server's own words, e.g. the daily flag limit (429), which no retry today lifts;
          // the spec's when the session ended under the open page.
          notifyError(messageForFailure(error, GAME_MESSAGES.signInToFlag), {
            title: GAME_MESSAGES.flagFailed,
          });
          if (isApiError(error) && error.status === 429) cancel();
        },
      },
    );
  }

  return (
    <Paper withBorder radius="md" p="md" bg="var(--mantine-color-gray-0)">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <Text fw={700}>Flag this question</Text>
          <Select
            label="Reason"
            placeholder="Choose a reason"
            data={REASON_OPTIONS}
            value={reason}
            onChange={(value) => setReason(value as FlagReason | null)}
            allowDeselect={false}
            required
            comboboxProps={{ withinPortal: true }}
          />
          <Textarea
            label="Note (optional)"
            placeholder="What is wrong with it?"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group gap="sm">
            <Button
              type="submit"
              color="orange"
              disabled={!reason}
              loading={flagQuestion.isPending}
            >
              Submit Flag
            </Button>
            <Button variant="default" onClick={cancel} disabled={flagQuestion.isPending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
