import {
  ActionIcon,
  Button,
  Group,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import {
  ANSWER_MAX,
  QUESTION_KIND_LABELS,
  type QuestionKind,
  TRUE_FALSE_OPTIONS,
  VARIANTS_MAX,
} from '../../core/questions';
import {
  addOption,
  canAddOption,
  canRemoveOption,
  changeKind,
  hasOptionRows,
  markCorrect,
  optionLetter,
  type QuestionContentValues,
  removeOption,
  setAnswer,
  setOption,
  setPictureWithOptions,
} from './question-content';

const VARIANTS_HINT = 'Other answers that count as right, e.g. da Vinci';

interface QuestionContentFieldsProps {
  values: QuestionContentValues;
  onChange: (values: QuestionContentValues) => void;
  /** The kinds this form offers (a host cannot submit a picture question). */
  kinds: readonly QuestionKind[];
  /** The answer field's label: 'Correct Answer' (admin) or 'Correct answer' (host). */
  answerLabel: string;
  /** Marks the answer field when the form's problem is a blank answer. */
  isAnswerInvalid?: boolean;
  /** The picture's upload and flag fields (admin only), shown for a picture question. */
  pictureField?: ReactNode;
}

/**
 * A question's kind, answer, options, True/False choice and accepted variants: the admin's
 * question form and the host's Submit Question page. With options, the answer is the marked
 * option: typing one types the other.
 */
export function QuestionContentFields({
  values,
  onChange,
  kinds,
  answerLabel,
  isAnswerInvalid,
  pictureField,
}: QuestionContentFieldsProps) {
  const withRows = hasOptionRows(values);
  return (
    <>
      <Select
        label="Kind"
        data={kinds.map((kind) => ({ value: kind, label: QUESTION_KIND_LABELS[kind] }))}
        value={values.kind}
        onChange={(kind) => {
          const next = kinds.find((k) => k === kind);
          if (next) onChange(changeKind(values, next));
        }}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      {(values.kind === 'picture' || values.picture) && pictureField}
      {values.kind === 'picture' && (
        <Switch
          label="Ask with options"
          description="Off: the teams answer in their own words"
          checked={values.isPictureWithOptions}
          onChange={(event) => onChange(setPictureWithOptions(values, event.currentTarget.checked))}
        />
      )}
      {withRows && <OptionRows values={values} onChange={onChange} />}
      {values.kind === 'true_false' ? (
        <TrueFalseChoice values={values} onChange={onChange} label={answerLabel} />
      ) : (
        <TextInput
          label={answerLabel}
          required
          maxLength={ANSWER_MAX}
          description={answerDescription(values)}
          inputMode={values.kind === 'number' ? 'decimal' : undefined}
          value={values.correctAnswer}
          onChange={(event) => onChange(setAnswer(values, event.currentTarget.value))}
          error={isAnswerInvalid}
        />
      )}
      {values.kind !== 'true_false' && (
        <TagsInput
          label="Accepted variants"
          description={VARIANTS_HINT}
          placeholder="Type one, then Enter"
          value={values.answerVariants}
          onChange={(answerVariants) => onChange({ ...values, answerVariants })}
          maxTags={VARIANTS_MAX}
          splitChars={[]}
          clearable
        />
      )}
    </>
  );
}

function answerDescription(values: QuestionContentValues): string | undefined {
  if (hasOptionRows(values)) return 'The marked option: changing one changes the other';
  if (values.kind === 'number') return 'A number, such as 330 or 1.5';
  return undefined;
}

function OptionRows({
  values,
  onChange,
}: {
  values: QuestionContentValues;
  onChange: (values: QuestionContentValues) => void;
}) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        Options
      </Text>
      <Text size="xs" c="dimmed">
        Mark the correct one. The options are shuffled in every round.
      </Text>
      <Radio.Group
        value={values.correctIndex >= 0 ? String(values.correctIndex) : null}
        onChange={(index) => onChange(markCorrect(values, Number(index)))}
        aria-labelledby={labelId}
      >
        <Stack gap={6}>
          {values.options.map((option, index) => {
            const letter = optionLetter(index);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its position (A, B, C...)
              <Group key={index} gap="xs" wrap="nowrap" align="center">
                <Radio value={String(index)} aria-label={`Answer is option ${letter}`} />
                <TextInput
                  aria-label={`Option ${letter}`}
                  leftSection={<Text size="sm">{letter}</Text>}
                  value={option}
                  maxLength={ANSWER_MAX}
                  onChange={(event) =>
                    onChange(setOption(values, index, event.currentTarget.value))
                  }
                  style={{ flex: 1, minWidth: 0 }}
                  styles={
                    index === values.correctIndex
                      ? { input: { borderColor: 'var(--mantine-color-green-6)' } }
                      : undefined
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove option ${letter}`}
                  disabled={!canRemoveOption(values, index)}
                  onClick={() => onChange(removeOption(values, index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      </Radio.Group>
      {canAddOption(values) && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange(addOption(values))}
          >
            Add option
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function TrueFalseChoice({
  values,
  onChange,
  label,
}: {
  values: QuestionContentValues;
  onChange: (values: QuestionContentValues) => void;
  label: string;
}) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={[...TRUE_FALSE_OPTIONS]}
        value={values.correctAnswer}
        onChange={(answer) => onChange(setAnswer(values, answer))}
      />
    </Stack>
  );
}
