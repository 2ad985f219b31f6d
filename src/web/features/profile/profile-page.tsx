import { Avatar, Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { isGoodStatus } from '../../../core/access';
import type { Profile } from '../../../core/profile';
import { Page } from '../../components/page';
import { PageLoader } from '../../components/page-loader';
import { useMe } from '../../lib/auth/get-me';
import { AccountActionsCard } from './components/account-actions-card';
import { ChangePasswordCard } from './components/change-password-card';
import { EmailFormCard } from './components/email-form-card';
import { SubscriptionCard } from './components/subscription-card';

/** 'jane.doe@bar.com' -> 'jane doe', so the avatar shows 'JD'. Drawn locally, never sent out. */
function initialsSource(email: string): string {
  const local = email.split('@')[0] ?? email;
  const words = local.split(/[._\-+]+/).filter(Boolean);
  return words.length > 0 ? words.join(' ') : email;
}

function ProfileHeader({ profile }: { profile: Profile }) {
  const isGood = isGoodStatus(profile.subscription_status);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          name={initialsSource(profile.email)}
          color="initials"
          size={72}
          radius="xl"
          alt={`Avatar for ${profile.email}`}
        />
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Text>
          <Group gap="xs">
            <Badge variant="light" color={profile.role === 'admin' ? 'violet' : 'blue'}>
              {profile.role}
            </Badge>
            <Badge variant="filled" color={isGood ? 'green' : 'red'}>
              {profile.subscription_status}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}

/** Your Profile (spec 2, /profile). */
export function ProfilePage() {
  const me = useMe();
  const profile = me.data;

  return (
    <Page title="Your Profile">
      {profile ? (
        <>
          <ProfileHeader profile={profile} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <EmailFormCard key={profile.email} profile={profile} />
            <ChangePasswordCard />
            <SubscriptionCard profile={profile} />
            <AccountActionsCard />
          </SimpleGrid>
        </>
      ) : (
        <PageLoader label="Loading your profile..." />
      )}
    </Page>
  );
}
