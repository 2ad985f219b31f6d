import { Badge } from '@mantine/core';

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
