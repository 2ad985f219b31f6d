import { Badge, Group } from '@mantine/core';
import type { AdminUser } from '../../../../core/users';
import { subscriptionLabelOf } from '../format';

/**
 * Admin spec 2 (green for active or trial, red otherwise), read as the server judges access:
 * green only for a user who has it, so a trial past its end date is red; a suspension says so.
 */
export function SubscriptionBadge({
  user,
}: {
  user: Pick<AdminUser, 'subscription_status' | 'has_access' | 'is_admin' | 'is_suspended'>;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={user.has_access ? 'green' : 'red'} variant="light">
        {subscriptionLabelOf(user)}
      </Badge>
      {user.is_suspended && (
        <Badge color="red" variant="outline">
          Suspended
        </Badge>
      )}
    </Group>
  );
}
