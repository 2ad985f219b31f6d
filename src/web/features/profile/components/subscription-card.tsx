import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { isGoodStatus } from '../../../../core/access';
import type { Profile } from '../../../../core/profile';

const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'November 29, 2026', or 'N/A' without a date. */
function formatLongUsDate(value: string | null): string {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : longUsDate.format(date);
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The profile's Subscription card (spec 2, /profile): status, plan, end date, View Plans. */
export function SubscriptionCard({ profile }: { profile: Profile }) {
  const tier = profile.subscription_tier;
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Group gap="xs" mb="md">
        <IconCreditCard size={22} aria-hidden />
        <Title order={2} size="h4">
          Subscription
        </Title>
      </Group>
      <Stack gap="xs">
        <Row
          label="Status"
          value={isGoodStatus(profile.subscription_status) ? 'Active' : 'Inactive'}
        />
        <Row label="Plan" value={tier ? tier[0].toUpperCase() + tier.slice(1) : 'N/A'} />
        <Row label="Renews/Expires" value={formatLongUsDate(profile.subscription_end_date)} />
      </Stack>
      <Button component={Link} to="/subscription" variant="light" mt="lg">
        View Plans
      </Button>
    </Card>
  );
}
