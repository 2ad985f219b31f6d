import { Badge, Group } from '@mantine/core';
import { isGoodStatus } from '../../../../core/access';

const LABELS: Record<string, string> = {
  active: 'Active',
  trial: 'Trial',
  inactive: 'Inactive',
  expired: 'Expired',
};

/** Admin spec 2: green for active or trial, red otherwise; a suspension says so. */
export function SubscriptionBadge({
  status,
  isSuspended,
}: {
  status: string;
  isSuspended?: boolean;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={isGoodStatus(status) ? 'green' : 'red'} variant="light">
        {LABELS[status] ?? status}
      </Badge>
      {isSuspended && (
        <Badge color="red" variant="outline">
          Suspended
        </Badge>
      )}
    </Group>
  );
}
