import { Button, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { BackButton } from '../../../components/back-button';
import { SectionCard } from '../../../components/section-card';
import { useSignOut } from '../../../lib/auth/sign-out';

export function AccountActionsCard() {
  const signOut = useSignOut();
  return (
    <SectionCard title="Account Actions">
      <Stack gap="sm">
        <BackButton />
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
    </SectionCard>
  );
}
