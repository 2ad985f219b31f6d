import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AdminPageProps {
  title: string;
  /** One line under the title on what the screen is for. */
  description?: string;
  /** Buttons at the top right, next to the title. */
  actions?: ReactNode;
  /** Every admin screen but the dashboard leads back to it (spec 2). */
  hasBackLink?: boolean;
  /** The content's width: most admin screens are tables ('xl'). */
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** The frame of an admin screen: Back to Dashboard, title, actions, content. */
export function AdminPage({
  title,
  description,
  actions,
  hasBackLink = true,
  size = 'xl',
  children,
}: AdminPageProps) {
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <title>{`${title} · Trivia Host`}</title>
      <Stack gap="lg">
        {hasBackLink && (
          <div>
            <Button
              component={Link}
              to="/admin"
              variant="default"
              size="sm"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Back to Dashboard
            </Button>
          </div>
        )}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            {description && <Text c="dimmed">{description}</Text>}
          </Stack>
          {actions && <Group gap="sm">{actions}</Group>}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
