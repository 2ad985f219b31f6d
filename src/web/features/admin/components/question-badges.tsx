import { Badge } from '@mantine/core';
import { QUESTION_KIND_LABELS, type QuestionKind } from '../../../../core/questions';

const DIFFICULTY_COLORS: Record<string, string> = { easy: 'green', medium: 'yellow', hard: 'red' };
const STATUS_COLORS: Record<string, string> = {
  approved: 'green',
  flagged: 'red',
  pending: 'yellow',
  rejected: 'gray',
};

/** easy green, medium yellow, hard red (spec 2). */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <Badge color={DIFFICULTY_COLORS[difficulty] ?? 'gray'} variant="filled" autoContrast>
      {difficulty}
    </Badge>
  );
}

/** approved green, flagged red, pending yellow, rejected grey (spec 2). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light">
      {status}
    </Badge>
  );
}

const KIND_COLORS: Record<QuestionKind, string> = {
  multiple_choice: 'blue',
  true_false: 'grape',
  open: 'gray',
  picture: 'teal',
  number: 'orange',
};

/** The question's kind: Multiple choice, True or false, Open answer, Picture, Number. */
export function KindBadge({ kind }: { kind: QuestionKind }) {
  return (
    <Badge color={KIND_COLORS[kind]} variant="light" size="sm" tt="none">
      {QUESTION_KIND_LABELS[kind]}
    </Badge>
  );
}
