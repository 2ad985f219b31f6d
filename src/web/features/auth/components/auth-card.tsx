import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  /** The page's one h1. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card (links to the other auth pages). */
  footer?: ReactNode;
}

export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Container size={460} py={48}>
      <title>{`${title} · Trivia Host`}</title>
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>{title}</Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
      </Stack>
      <Paper withBorder shadow="md" p="xl" radius="lg" mt="lg">
        {children}
      </Paper>
      {footer && (
        <Text ta="center" mt="md">
          {footer}
        </Text>
      )}
    </Container>
  );
}
