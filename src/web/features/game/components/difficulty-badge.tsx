import { Badge } from '@mantine/core';

const DIFFICULTY_COLORS: Record<string, string> = {
  easy: 'green',
  medium: 'yellow',
  // red.9: white on the theme's red (red.7) is 3.8:1, under WCAG AA's 4.5:1 for this size.
  hard: 'red.9',
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
