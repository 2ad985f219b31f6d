import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The card's h2. */
  title: string;
  icon?: ReactNode;
  /** Beside the title, at the right (a badge). */
  aside?: ReactNode;
  /** 'h3' on the dashboard, where the cards are the page's main choices. */
  titleSize?: 'h3' | 'h4';
  testId?: string;
  children: ReactNode;
}

/** A bordered card with its heading: the profile's, the dashboard's and the settings' blocks. */
export function SectionCard({
  title,
  icon,
  aside,
  titleSize = 'h4',
  testId,
  children,
}: SectionCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" data-testid={testId}>
      <Group gap="xs" mb="md" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          {icon}
          <Title order={2} size={titleSize}>
            {title}
          </Title>
        </Group>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
