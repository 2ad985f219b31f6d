import { Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title on what the screen is for. */
  description?: ReactNode;
  /** Buttons at the top right, next to the title. */
  actions?: ReactNode;
}

/** A screen's title, with the line under it and its buttons. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={4} style={{ minWidth: 0 }}>
        <Title order={1}>{title}</Title>
        {description && (
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        )}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}

interface PageProps extends PageHeaderProps {
  /** The content's width. */
  size?: 'sm' | 'md' | 'lg';
  /** Above the header: a link back to where the host came from. */
  backLink?: ReactNode;
  /** False where the content brings its own h1 (a centred notice); `title` still names the tab. */
  hasHeader?: boolean;
  children: ReactNode;
}

/** The frame of a host's screen: the tab's title, the header, then the content. */
export function Page({
  title,
  description,
  actions,
  size = 'md',
  backLink,
  hasHeader = true,
  children,
}: PageProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 48 }} px={{ base: 'sm', sm: 'md' }}>
      <title>{`${title} · Trivia Host`}</title>
      <Stack gap="lg">
        {backLink}
        {hasHeader && <PageHeader title={title} description={description} actions={actions} />}
        {children}
      </Stack>
    </Container>
  );
}
