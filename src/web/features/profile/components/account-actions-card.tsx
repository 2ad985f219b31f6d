import { Button, Card, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSignOut } from '../../../lib/auth/sign-out';

export function AccountActionsCard() {
  const signOut = useSignOut();
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Title order={2} size="h4" mb="md">
        Account Actions
      </Title>
      <Stack gap="sm">
        <Button
          component={Link}
          to="/dashboard"
          variant="default"
          leftSection={<IconArrowLeft size={18} aria-hidden />}
        >
          Back to Dashboard
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => signOut.mutate()}
          loading={signOut.isPending}
        >
          Log Out
        </Button>
      </Stack>
    </Card>
  );
}
