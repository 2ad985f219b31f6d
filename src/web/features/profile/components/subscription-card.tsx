import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconCreditCard,
  IconExternalLink,
  IconInfoCircle,
  IconRefresh,
  IconX,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { isGoodStatus } from '../../../../core/access';
import { BILLING_MESSAGES } from '../../../../core/billing';
import type { Profile } from '../../../../core/profile';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api';
import { formatLongDate } from '../../../lib/dates';
import { notifyError, notifySuccess } from '../../../lib/notify';
// The card shows billing's state and actions: profile -> billing is the one way these
// features meet (docs/decisions/0011-subscription-card-uses-billing-hooks.md).
import { updateBillingCaches } from '../../billing/api/billing-cache';
import { useCancelSubscription } from '../../billing/api/cancel-subscription';
import { useSubscription } from '../../billing/api/get-subscription';
import { useOpenPortal } from '../../billing/api/open-portal';
import { useRefreshSubscription } from '../../billing/api/refresh-subscription';

/** Spec: the profile is refreshed 2 s after the portal opens. */
const PORTAL_REFRESH_DELAY_MS = 2000;

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

/** A 404 carries the spec's "no subscription to manage" message; anything else gets `fallback`. */
function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.status === 404 ? error.message : fallback;
}

/**
 * The profile's Subscription card (spec 2, /profile): status, plan and end date; Manage,
 * Cancel Plan and Refresh while a provider subscription exists (trial included), else
 * View Plans.
 */
export function SubscriptionCard({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const subscription = useSubscription();
  const openPortal = useOpenPortal();
  const cancel = useCancelSubscription();
  const refresh = useRefreshSubscription();

  const details = subscription.data;
  const hasSubscription = !!details?.hasSubscription;
  const tier = profile.subscription_tier;
  const endDate = formatLongDate(profile.subscription_end_date);

  const manage = () => {
    // Opened inside the click so no pop-up blocker stops it; it gets its address below.
    const tab = window.open('', '_blank');
    openPortal.mutate(undefined, {
      onSuccess({ url }) {
        const target = new URL(url, window.location.href).href;
        if (tab) {
          tab.opener = null;
          tab.location.href = target;
        } else {
          window.location.assign(target);
        }
        window.setTimeout(() => void updateBillingCaches(queryClient), PORTAL_REFRESH_DELAY_MS);
      },
      onError(error) {
        tab?.close();
        notifyError(messageOf(error, BILLING_MESSAGES.portalFailed));
      },
    });
  };

  const confirmCancel = () =>
    modals.openConfirmModal({
      title: 'Cancel your subscription?',
      children: (
        <Text size="sm">
          Your plan will not renew. You keep access until{' '}
          {formatLongDate(details?.renewalDate ?? profile.subscription_end_date)}.
        </Text>
      ),
      labels: { confirm: 'Cancel Plan', cancel: 'Keep Plan' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(undefined, {
          onSuccess(result) {
            notifySuccess(result.message, { title: BILLING_MESSAGES.canceledTitle });
          },
          onError(error) {
            notifyError(messageOf(error, BILLING_MESSAGES.cancelFailed));
          },
        }),
    });

  const refreshStatus = () =>
    refresh.mutate(undefined, {
      onSuccess() {
        notifySuccess(BILLING_MESSAGES.statusUpdated, {
          title: BILLING_MESSAGES.statusUpdatedTitle,
        });
      },
      onError() {
        notifyError(BILLING_MESSAGES.checkStatusFailed);
      },
    });

  return (
    <SectionCard
      title="Subscription"
      icon={<IconCreditCard size={22} aria-hidden />}
      testId="subscription-card"
      aside={
        details?.provider === 'local' && (
          <Badge color="yellow" variant="light" title={BILLING_MESSAGES.testMode}>
            Test mode
          </Badge>
        )
      }
    >
      <Stack gap="xs">
        <Row
          label="Status"
          value={isGoodStatus(profile.subscription_status) ? 'Active' : 'Inactive'}
        />
        <Row label="Plan" value={tier ? tier[0].toUpperCase() + tier.slice(1) : 'N/A'} />
        <Row label="Renews/Expires" value={endDate} />
      </Stack>

      {details?.willCancel && (
        <Alert
          color="orange"
          variant="light"
          mt="md"
          icon={<IconInfoCircle size={18} aria-hidden />}
        >
          Your subscription is canceled and will not renew. You keep access until{' '}
          {formatLongDate(details.expirationDate ?? profile.subscription_end_date)}.
        </Alert>
      )}
      {details?.provider === 'local' && (
        <Text size="xs" c="dimmed" mt="sm">
          {BILLING_MESSAGES.testMode}
        </Text>
      )}
      {subscription.isError && (
        <Text size="sm" c="red" mt="sm">
          {BILLING_MESSAGES.checkStatusFailed}
        </Text>
      )}

      {hasSubscription ? (
        <Stack gap="xs" mt="lg">
          <Button
            variant="light"
            leftSection={<IconExternalLink size={18} aria-hidden />}
            onClick={manage}
            loading={openPortal.isPending}
          >
            Manage Subscription
          </Button>
          <Group gap="xs" grow>
            {!details?.willCancel && (
              <Button
                color="red"
                variant="outline"
                leftSection={<IconX size={18} aria-hidden />}
                onClick={confirmCancel}
                loading={cancel.isPending}
              >
                Cancel Plan
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconRefresh size={18} aria-hidden />}
              onClick={refreshStatus}
              loading={refresh.isPending}
            >
              Refresh
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button component={Link} to="/subscription" variant="light" mt="lg">
          View Plans
        </Button>
      )}
    </SectionCard>
  );
}
