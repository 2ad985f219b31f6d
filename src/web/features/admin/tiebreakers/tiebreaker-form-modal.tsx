import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useRef, useState } from 'react';
import { ADMIN_MESSAGES } from '../../../../core/admin';
import {
  type AdminTiebreaker,
  SOURCE_MAX,
  TIEBREAKER_KIND_LABELS,
  TIEBREAKER_KINDS,
  TIEBREAKER_MESSAGES,
  type TiebreakerInput,
  type TiebreakerKind,
  UNIT_MAX,
} from '../../../../core/tiebreakers';
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

/**
 * Add or edit a tie-breaker question: a list of answers, most relevant first, or one exact
 * number (closest guess wins) with its unit and source.
 */
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
  numberAnswer?: string;
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
  const [kind, setKind] = useState<TiebreakerKind>(tiebreaker?.kind ?? 'list');
  const [numberAnswer, setNumberAnswer] = useState<number | string>(
    tiebreaker?.number_answer ?? '',
  );
  const [unit, setUnit] = useState(tiebreaker?.unit ?? '');
  const [source, setSource] = useState(tiebreaker?.source ?? '');
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
    if (kind === 'list' && answerOptions.length === 0) {
      found.answers = ADMIN_MESSAGES.tiebreakerAnswerRequired;
    }
    if (kind === 'number' && typeof numberAnswer !== 'number') {
      found.numberAnswer = TIEBREAKER_MESSAGES.numberRequired;
    }
    setProblems(found);
    if (found.questionText || found.answers || found.numberAnswer) return;

    const values: TiebreakerInput =
      kind === 'number'
        ? {
            kind,
            questionText: text,
            numberAnswer: Number(numberAnswer),
            unit: unit.trim() || null,
            source: source.trim() || null,
            isActive,
          }
        : { kind, questionText: text, answerOptions, source: source.trim() || null, isActive };
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
        <SegmentedControl
          aria-label="Kind of tie-breaker"
          value={kind}
          onChange={(value) => setKind(value as TiebreakerKind)}
          data={TIEBREAKER_KINDS.map((value) => ({
            value,
            label: TIEBREAKER_KIND_LABELS[value],
          }))}
        />
        {kind === 'number' ? (
          <Fieldset legend="Answer" variant="unstyled">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                One exact number: the team with the closest guess wins.
              </Text>
              <Group gap="sm" align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
                <NumberInput
                  label="Number"
                  required
                  value={numberAnswer}
                  onChange={(value) => {
                    setNumberAnswer(value);
                    setProblems((current) => ({ ...current, numberAnswer: undefined }));
                  }}
                  error={problems.numberAnswer}
                  miw={160}
                />
                <TextInput
                  label="Unit"
                  description="Read out after the number, e.g. metres"
                  value={unit}
                  maxLength={UNIT_MAX}
                  onChange={(event) => setUnit(event.currentTarget.value)}
                  miw={160}
                />
              </Group>
            </Stack>
          </Fieldset>
        ) : (
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
        )}
        <TextInput
          label="Source"
          description="Where the answer can be checked, e.g. a reference work's article"
          value={source}
          maxLength={SOURCE_MAX}
          onChange={(event) => setSource(event.currentTarget.value)}
        />
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
