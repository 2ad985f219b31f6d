import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * The profile could not be loaded although a session may exist (fail closed: never fall back
 * to a default profile, never grant access).
 */
export function ProfileNotFound() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Profile Not Found</Title>
        <Text c="dimmed">
          We could not load your profile. Please refresh the page to try again.
        </Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </Stack>
    </Container>
  );
}
