import { Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface FeatureCardProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** An icon beside an h3, then a short paragraph: audience blurbs, benefits and tips. */
export function FeatureCard({ icon, title, children }: FeatureCardProps) {
  return (
    <Paper withBorder radius="lg" p="lg" h="100%">
      <Group gap="sm" wrap="nowrap" align="center" mb="sm">
        <ThemeIcon size={42} radius="md" variant="light" aria-hidden style={{ flexShrink: 0 }}>
          {icon}
        </ThemeIcon>
        <Title order={3} fz="lg" lh={1.3}>
          {title}
        </Title>
      </Group>
      <Text c="dimmed" size="sm" lh={1.6}>
        {children}
      </Text>
    </Paper>
  );
}
