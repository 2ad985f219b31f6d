import { Alert, Anchor, Badge, Button, Card, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCrown,
  IconLogin,
  IconPlugConnected,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isGoodStatus, isPaidTier } from '../../../core/access';
import { BILLING_MESSAGES, type PlanId } from '../../../core/billing';
import type { Profile } from '../../../core/profile';
import { BackButton } from '../../components/back-button';
import { Page } from '../../components/page';
import { PageLoader } from '../../components/page-loader';
import { PlanCards } from '../../components/plan-cards';
import { ProfileNotFound } from '../../components/profile-not-found';
import { refreshMe, useMe } from '../../lib/auth/get-me';
import { loginPathReturningTo } from '../../lib/auth/remembered-path';
import { formatLongDate } from '../../lib/dates';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { useSite } from '../../lib/site-query';
import { useCompleteCheckout } from './api/complete-checkout';
import { useSubscription } from './api/get-subscription';
import { useWebhookInfo } from './api/get-webhook-info';
import { useStartCheckout } from './api/start-checkout';
import { StripePricingTable } from './components/stripe-pricing-table';
import { TestModeNotice } from './components/test-mode-notice';

/** A visitor: log in first, then come back here. */
function LoginRequired({ returnPath }: { returnPath: string }) {
  return (
    <Page title="Login Required" hasHeader={false}>
      <Stack align="center" ta="center" gap="md" py={40}>
        <Title order={1}>Login Required</Title>
        <Text c="dimmed">Please log in to choose or manage your subscription plan.</Text>
        <Button
          component={Link}
          to={loginPathReturningTo(returnPath)}
          leftSection={<IconLogin size={18} aria-hidden />}
        >
          Login
        </Button>
      </Stack>
    </Page>
  );
}

/** The webhook configuration check the page runs for admins (admin spec 2). */
function WebhookCheck() {
  const info = useWebhookInfo();
  useEffect(() => {
    if (info.isError) {
      notifyError(info.error.message, {
        title: BILLING_MESSAGES.webhookError,
        id: 'webhook-check',
      });
    }
  }, [info.isError, info.error]);

  if (!info.data) return null;
  const setupLink = (
    <Anchor component={Link} to="/admin/webhook-setup">
      Webhook Setup
    </Anchor>
  );
  if (info.data.mode === 'local') {
    return (
      <TestModeNotice>
        No STRIPE_SECRET_KEY is set, so plans activate at once without payment. See {setupLink}.
      </TestModeNotice>
    );
  }
  return info.data.isConfigured ? (
    <Alert color="green" icon={<IconPlugConnected size={20} aria-hidden />} title="Payment webhook">
      STRIPE_WEBHOOK_SECRET is set. Test the endpoint on {setupLink}.
    </Alert>
  ) : (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={BILLING_MESSAGES.webhookError}
    >
      STRIPE_WEBHOOK_SECRET is not set: Stripe's events are refused and subscriptions only update on
      Refresh and the daily sync. See {setupLink}.
    </Alert>
  );
}

/** Admins and demo hosts: every feature without a subscription, so no plans to buy. */
function UnlimitedAccount({ kind }: { kind: 'admin' | 'demo' }) {
  const isAdmin = kind === 'admin';
  const title = isAdmin ? 'Admin Account' : 'Demo Host Account';
  return (
    <Page title={title} hasHeader={false}>
      <Card withBorder radius="lg" padding="xl">
        <Stack align="center" ta="center" gap="md">
          <IconCrown size={48} color="var(--mantine-color-violet-6)" aria-hidden />
          <Title order={1}>{title}</Title>
          <Badge size="lg" color="violet" variant="light">
            Unlimited Access
          </Badge>
          <Text c="dimmed">
            {isAdmin
              ? 'Admins use every feature without a subscription.'
              : 'Demo hosts use every host feature without a subscription, as admins do.'}
          </Text>
          <Button component={Link} to={isAdmin ? '/admin' : '/dashboard'}>
            {isAdmin ? 'Go to Admin Dashboard' : 'Go to Host Dashboard'}
          </Button>
        </Stack>
      </Card>
      {isAdmin && <WebhookCheck />}
    </Page>
  );
}

/** Back from checkout: record what it made, then show it on the profile. */
function CheckoutReturn({ sessionId }: { sessionId: string }) {
  const completeCheckout = useCompleteCheckout();
  const navigate = useNavigate();
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    completeCheckout.mutate(sessionId, {
      onSuccess(details) {
        notifySuccess(
          details.planName
            ? `Your ${details.planName} plan is active.`
            : BILLING_MESSAGES.subscriptionActivated,
          { title: 'Subscription Activated' },
        );
        navigate('/profile', { replace: true });
      },
      onError(error) {
        notifyError(error.message);
        navigate('/subscription', { replace: true });
      },
    });
  }, [completeCheckout, navigate, sessionId]);
  return <PageLoader label="Activating your subscription..." />;
}

/** Stripe only defers the first payment to a trial end at least 48 hours away. */
const MIN_CARRIED_TRIAL_MS = 48 * 60 * 60 * 1000;

function PlanStatus({ profile, mode }: { profile: Profile; mode: 'stripe' | 'local' | undefined }) {
  const subscription = useSubscription();
  const details = subscription.data;
  if (details?.hasSubscription) {
    const date = formatLongDate(details.expirationDate ?? details.renewalDate);
    return (
      <Alert color="blue" icon={<IconCircleCheck size={20} aria-hidden />}>
        You're on the {details.planName ?? 'current'} plan,{' '}
        {details.willCancel ? `ending on ${date}` : `renewing on ${date}`}. Manage it from{' '}
        <Anchor component={Link} to="/profile">
          your profile
        </Anchor>
        .
      </Alert>
    );
  }
  const end = profile.subscription_end_date;
  const isSignUpTrial =
    profile.subscription_status === 'trial' &&
    !isPaidTier(profile.subscription_tier) &&
    !!end &&
    new Date(end).getTime() > Date.now();
  if (isSignUpTrial) {
    const isCarriedOver =
      mode === 'local' || new Date(end).getTime() - Date.now() >= MIN_CARRIED_TRIAL_MS;
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title="Your free trial is active"
      >
        <Stack gap="sm">
          <Text size="sm">
            Every host feature is yours until {formatLongDate(end)}.
            {isCarriedOver
              ? ' A plan you choose now starts when the trial ends, so you lose none of your free days.'
              : ' A plan you choose now starts today.'}
          </Text>
          <Button component={Link} to="/dashboard" size="sm" style={{ alignSelf: 'flex-start' }}>
            Go to Host Dashboard
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (profile.is_suspended) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={20} aria-hidden />}
        title="Your account is suspended"
      >
        An administrator suspended this account, so plans cannot be bought until they restore it.
        Please contact support.
      </Alert>
    );
  }
  if (!isGoodStatus(profile.subscription_status) || !profile.has_access) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={20} aria-hidden />}>
        Your subscription is not active. Choose a plan to keep running trivia nights.
      </Alert>
    );
  }
  return null;
}

function ChoosePlan({ profile }: { profile: Profile }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const settings = useSite();
  const subscription = useSubscription();
  const startCheckout = useStartCheckout();
  const [pendingPlan, setPendingPlan] = useState<PlanId | null>(null);

  const checkoutState = searchParams.get('checkout');
  const sessionId = searchParams.get('session_id');
  useEffect(() => {
    if (checkoutState !== 'canceled') return;
    notifyWarning('Checkout canceled. No card was charged.', { id: 'checkout-canceled' });
    setSearchParams({}, { replace: true });
  }, [checkoutState, setSearchParams]);

  if (checkoutState === 'success' && sessionId) return <CheckoutReturn sessionId={sessionId} />;

  const choose = (plan: PlanId) => {
    setPendingPlan(plan);
    startCheckout.mutate(
      { plan },
      {
        // On success the browser leaves for the checkout URL; keep the spinner until then.
        onError(error) {
          setPendingPlan(null);
          notifyError(error.message);
        },
      },
    );
  };

  const details = subscription.data;
  // Mirrors the server: a running plan is managed, not bought again (a cancelled local one may be).
  const hasRunningPlan =
    !!details?.hasSubscription && (details.provider === 'stripe' || !details.willCancel);
  const mode = settings.data?.billingMode;
  const pricingTable =
    mode === 'stripe' && settings.data?.stripePricingTableId && settings.data.stripePublishableKey
      ? {
          id: settings.data.stripePricingTableId,
          key: settings.data.stripePublishableKey,
        }
      : null;

  return (
    <Page
      title="Choose Your Subscription Plan"
      description="The whole question bank, unlimited rounds, tie-breakers and the team scoreboard. Cancel anytime and keep access until the billing period ends."
    >
      <PlanStatus profile={profile} mode={mode} />
      {mode === 'local' && (
        <TestModeNotice>
          This server has no payment provider: choosing a plan activates it at once.
        </TestModeNotice>
      )}
      {settings.isPending ? (
        <PageLoader label="Loading plans..." />
      ) : pricingTable && !hasRunningPlan ? (
        <StripePricingTable
          pricingTableId={pricingTable.id}
          publishableKey={pricingTable.key}
          clientReferenceId={profile.id}
          customerEmail={profile.email}
        />
      ) : (
        <PlanCards
          headingOrder={2}
          checkout={{
            onChoose: choose,
            pendingPlan,
            isDisabled: hasRunningPlan || profile.is_suspended,
          }}
        />
      )}
      {mode === 'stripe' && !hasRunningPlan && (
        <Text size="sm" c="dimmed">
          Payments are handled by Stripe; a card is required.
        </Text>
      )}
      <div>
        <BackButton />
      </div>
    </Page>
  );
}

/**
 * /subscription in all its states: visitor 'Login Required', 'Profile Not Found', admin
 * 'Admin Account' (with the webhook check), demo host 'Demo Host Account', everyone else
 * 'Choose Your Subscription Plan' (a suspended host sees why no plan can be bought).
 * It handles signed-out visitors itself, so its route needs no sign-in guard.
 */
export function SubscriptionPage() {
  const me = useMe();
  const queryClient = useQueryClient();
  const location = useLocation();

  // Spec: the page reloads the profile when it opens (a webhook may have changed it).
  useEffect(() => {
    void refreshMe(queryClient);
  }, [queryClient]);

  if (me.isPending) return <PageLoader />;
  if (me.isError) return <ProfileNotFound />;
  if (!me.data) return <LoginRequired returnPath={`${location.pathname}${location.search}`} />;
  if (me.data.is_admin) return <UnlimitedAccount kind="admin" />;
  if (me.data.is_demo_host) return <UnlimitedAccount kind="demo" />;
  return <ChoosePlan profile={me.data} />;
}
