import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { ADMIN_MESSAGES, type AdminTiebreaker } from '../../../../core/admin';
import { FormActions, FormModal } from '../../../components/admin/form-modal';
import { notifySuccess } from '../../../lib/notify';
import { notifyFailure } from '../feedback';
import { useCreateTiebreaker } from './api/create-tiebreaker';
import { useUpdateTiebreaker } from './api/update-tiebreaker';

/** A new question starts with three blank answer rows. */
const BLANK_ROWS = 3;

interface TiebreakerFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The question to edit; absent to add one. */
  tiebreaker?: AdminTiebreaker | null;
}

/** Add or edit a tie-breaker question and its answers, most relevant first. */
export function TiebreakerFormModal({ opened, onClose, tiebreaker }: TiebreakerFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={tiebreaker ? 'Edit Tie Breaker Question' : 'Add Tie Breaker Question'}
      size="lg"
      formKey={tiebreaker?.id ?? 'new'}
    >
      <TiebreakerForm tiebreaker={tiebreaker ?? null} onDone={onClose} />
    </FormModal>
  );
}

interface AnswerRow {
  /** A stable key while rows are added and removed. */
  key: number;
  value: string;
}

interface Problems {
  questionText?: string;
  answers?: string;
}

function TiebreakerForm({
  tiebreaker,
  onDone,
}: {
  tiebreaker: AdminTiebreaker | null;
  onDone: () => void;
}) {
  const createTiebreaker = useCreateTiebreaker();
  const updateTiebreaker = useUpdateTiebreaker();
  const nextKey = useRef(0);
  const makeRow = (value = ''): AnswerRow => ({ key: nextKey.current++, value });
  const [questionText, setQuestionText] = useState(tiebreaker?.question_text ?? '');
  const [answers, setAnswers] = useState<AnswerRow[]>(() =>
    tiebreaker?.answer_options.length
      ? tiebreaker.answer_options.map((a) => makeRow(a))
      : Array.from({ length: BLANK_ROWS }, () => makeRow()),
  );
  const [isActive, setIsActive] = useState(tiebreaker?.is_active ?? true);
  const [problems, setProblems] = useState<Problems>({});
  const isSaving = createTiebreaker.isPending || updateTiebreaker.isPending;

  function setAnswer(key: number, value: string) {
    setAnswers((rows) => rows.map((row) => (row.key === key ? { ...row, value } : row)));
    setProblems((current) => ({ ...current, answers: undefined }));
  }

  function removeAnswer(key: number) {
    // The last remaining row stays (spec 5).
    setAnswers((rows) => (rows.length > 1 ? rows.filter((row) => row.key !== key) : rows));
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const text = questionText.trim();
    // Blank answers are dropped before saving (spec 5).
    const answerOptions = answers.map((row) => row.value.trim()).filter(Boolean);
    const found: Problems = {};
    if (!text) found.questionText = ADMIN_MESSAGES.tiebreakerTextRequired;
    if (answerOptions.length === 0) found.answers = ADMIN_MESSAGES.tiebreakerAnswerRequired;
    setProblems(found);
    if (found.questionText || found.answers) return;

    const values = { questionText: text, answerOptions, isActive };
    if (tiebreaker) {
      updateTiebreaker.mutate(
        { id: tiebreaker.id, values },
        {
          onSuccess: () => {
            notifySuccess('Tiebreaker question updated');
            onDone();
          },
          onError: (error) => notifyFailure('Failed to update tiebreaker question', error),
        },
      );
    } else {
      createTiebreaker.mutate(values, {
        onSuccess: () => {
          notifySuccess('Tiebreaker question added');
          onDone();
        },
        onError: (error) => notifyFailure('Failed to create tiebreaker question', error),
      });
    }
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Textarea
          label="Question"
          required
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus
          value={questionText}
          onChange={(event) => {
            setQuestionText(event.currentTarget.value);
            setProblems((current) => ({ ...current, questionText: undefined }));
          }}
          error={problems.questionText}
        />
        <Fieldset legend="Answers" variant="unstyled">
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Most relevant first. Blank rows are left out.
            </Text>
            {answers.map((row, index) => (
              <Group key={row.key} gap="xs" wrap="nowrap">
                <TextInput
                  aria-label={`Answer ${index + 1}`}
                  placeholder={`Answer ${index + 1}`}
                  leftSection={
                    <Text size="xs" c="dimmed" aria-hidden>
                      {index + 1}.
                    </Text>
                  }
                  value={row.value}
                  onChange={(event) => setAnswer(row.key, event.currentTarget.value)}
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  onClick={() => removeAnswer(row.key)}
                  disabled={answers.length === 1}
                  aria-label={`Remove answer ${index + 1}`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {problems.answers && (
              <Text size="sm" c="red" role="alert">
                {problems.answers}
              </Text>
            )}
            <div>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setAnswers((rows) => [...rows, makeRow()])}
              >
                Add Answer
              </Button>
            </div>
          </Stack>
        </Fieldset>
        <Switch
          label="Active: hosts can get this question"
          checked={isActive}
          onChange={(event) => setIsActive(event.currentTarget.checked)}
        />
        <FormActions
          submitLabel={tiebreaker ? 'Save Changes' : 'Add Question'}
          isSaving={isSaving}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
