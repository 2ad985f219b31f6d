import { Badge } from '@mantine/core';

const DIFFICULTY_COLORS: Record<string, string> = {
  easy: 'green',
  medium: 'yellow',
  hard: 'red',
};

/** easy green, medium yellow, hard red; any other value grey. */
export function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <Badge
      size="lg"
      variant="filled"
      color={DIFFICULTY_COLORS[difficulty] ?? 'gray'}
      // Dark text on yellow: white on yellow is unreadable.
      autoContrast
    >
      {difficulty}
    </Badge>
  );
}
