import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface PendingScreenProps {
  /** The screen's title as the spec names it. */
  title: string;
  /** One line on what the screen is for. */
  summary: string;
  /** Where 'Back to Dashboard' leads: /dashboard for host screens, /admin for admin ones. */
  backTo?: '/dashboard' | '/admin';
}

/**
 * The neutral page a route shows until its screen is built in its feature folder: the
 * route, its guard and its title are already in place, so the swap is one line in the
 * router.
 */
export function PendingScreen({ title, summary, backTo }: PendingScreenProps) {
  return (
    <Container size="md" py={48}>
      <title>{`${title} · Trivia Host`}</title>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{summary}</Text>
        {backTo && (
          <Button
            component={Link}
            to={backTo}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
          >
            Back to Dashboard
          </Button>
        )}
      </Stack>
    </Container>
  );
}
