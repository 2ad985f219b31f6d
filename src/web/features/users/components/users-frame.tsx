import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface UsersFrameProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a user screen: Back to Dashboard (/admin), title, actions, content. */
export function UsersFrame({ title, description, actions, children }: UsersFrameProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <title>{`${title} · Trivia Host`}</title>
      <Stack gap="lg">
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
