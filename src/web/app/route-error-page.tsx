import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '../lib/reporting';

/** A screen that threw while rendering (or whose code failed to download after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[web] a screen failed to render:', error);
    reportError(error);
  }, [error]);

  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Refreshing usually fixes it.</Text>
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          Refresh Page
        </Button>
      </Stack>
    </Container>
  );
}
