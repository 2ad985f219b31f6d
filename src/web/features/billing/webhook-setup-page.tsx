import { Alert, Badge, Button, Code, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconCheck,
  IconCopy,
  IconPlugConnected,
  IconRefresh,
} from '@tabler/icons-react';
import { useState } from 'react';
import { BILLING_MESSAGES } from '../../../core/billing';
import { MESSAGES } from '../../../core/messages';
import { AdminPage } from '../../components/admin/admin-page';
import { SectionCard } from '../../components/section-card';
import { isApiError } from '../../lib/api';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify';
import { useWebhookInfo } from './api/get-webhook-info';
import { useRunDailySync } from './api/run-daily-sync';
import { useTestWebhook } from './api/test-webhook';
import { TestModeNotice } from './components/test-mode-notice';

type TestState = { result: 'unknown' | 'working' | 'error'; message?: string };

const TEST_BADGES: Record<TestState['result'], { color: string; label: string }> = {
  unknown: { color: 'gray', label: 'Unknown' },
  working: { color: 'green', label: 'Working' },
  error: { color: 'red', label: 'Error' },
};

function failureOf(error: unknown, fallbackTitle: string): { title: string; message: string } {
  if (isApiError(error) && error.status === 401) {
    return { title: fallbackTitle, message: MESSAGES.authRequired };
  }
  if (isApiError(error) && error.code === 'invalid_response') {
    return { title: fallbackTitle, message: BILLING_MESSAGES.invalidResponse };
  }
  return { title: fallbackTitle, message: (error as Error).message };
}

function EndpointCard() {
  const info = useWebhookInfo();
  const clipboard = useClipboard({ timeout: 2000 });
  const testWebhook = useTestWebhook();
  const [test, setTest] = useState<TestState>({ result: 'unknown' });

  const runTest = () =>
    testWebhook.mutate(undefined, {
      onSuccess(outcome) {
        setTest(outcome);
        if (outcome.result === 'working') {
          notifySuccess('The endpoint answered and checks signatures.', {
            title: 'Webhook Working',
          });
        } else {
          notifyError(outcome.message ?? BILLING_MESSAGES.invalidResponse, {
            title: BILLING_MESSAGES.testFailed,
          });
        }
      },
      onError(error) {
        setTest({ result: 'error', message: error.message });
        const { title, message } = failureOf(error, BILLING_MESSAGES.webhookError);
        notifyError(message, { title });
      },
    });

  if (info.isPending) return <Loader aria-label="Loading webhook settings" />;
  if (info.isError) {
    const { message } = failureOf(info.error, BILLING_MESSAGES.webhookError);
    return (
      <Alert color="red" title={BILLING_MESSAGES.webhookError}>
        {message}
      </Alert>
    );
  }
  const { endpointUrl, events, isConfigured, mode } = info.data;
  const badge = TEST_BADGES[test.result];

  return (
    <>
      {mode === 'local' ? (
        <TestModeNotice>
          No STRIPE_SECRET_KEY is set: plans activate at once without payment and no webhook is
          needed. Set the Stripe variables (docs/operations.md) to take real payments.
        </TestModeNotice>
      ) : isConfigured ? (
        <Alert color="green" icon={<IconPlugConnected size={20} aria-hidden />}>
          STRIPE_WEBHOOK_SECRET is set: Stripe's signed events are accepted.
        </Alert>
      ) : (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title="Webhook secret missing"
        >
          STRIPE_WEBHOOK_SECRET is not set, so every event from Stripe is refused.
        </Alert>
      )}

      <SectionCard title="Endpoint URL">
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap" align="center">
            <Code block style={{ flexGrow: 1, overflowWrap: 'anywhere' }} data-testid="webhook-url">
              {endpointUrl}
            </Code>
            <Button
              variant="light"
              color={clipboard.copied ? 'teal' : undefined}
              leftSection={
                clipboard.copied ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <IconCopy size={16} aria-hidden />
                )
              }
              onClick={() => {
                clipboard.copy(endpointUrl);
                notifySuccess(BILLING_MESSAGES.copied, { id: 'webhook-url-copied' });
              }}
            >
              {clipboard.copied ? BILLING_MESSAGES.copied : 'Copy'}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            In Stripe's Dashboard: Developers → Webhooks → Add endpoint. Paste this URL, select the
            events below, then put the endpoint's signing secret in STRIPE_WEBHOOK_SECRET and
            restart the server.
          </Text>

          <Title order={3} size="h5">
            Required events
          </Title>
          <List spacing={4} size="sm">
            {events.map((event) => (
              <List.Item key={event}>
                <Code>{event}</Code>
              </List.Item>
            ))}
          </List>

          <Group gap="sm" align="center">
            <Button onClick={runTest} loading={testWebhook.isPending}>
              Test Webhook
            </Button>
            <Text size="sm">Status:</Text>
            <Badge color={badge.color} data-testid="webhook-test-status">
              {badge.label}
            </Badge>
          </Group>
          {test.result === 'error' && test.message && (
            <Text size="sm" c="red">
              {test.message}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            The test posts a badly signed event to this URL: a working endpoint refuses it with
            'Invalid signature'.
          </Text>
        </Stack>
      </SectionCard>
    </>
  );
}

function DailySyncCard() {
  const sync = useRunDailySync();
  const run = () =>
    sync.mutate(undefined, {
      onSuccess({ syncedCount, failedCount }) {
        const synced = `${syncedCount} subscription${syncedCount === 1 ? '' : 's'} synced.`;
        if (failedCount > 0) {
          notifyWarning(`${synced} ${failedCount} could not be read from the provider.`, {
            title: BILLING_MESSAGES.syncCompleted,
          });
        } else {
          notifySuccess(synced, { title: BILLING_MESSAGES.syncCompleted });
        }
      },
      onError(error) {
        if (isApiError(error) && error.status === 401) {
          notifyError(MESSAGES.authRequired, { title: BILLING_MESSAGES.syncFailed });
        } else if (isApiError(error) && error.status > 0) {
          // The server answered with a failure.
          notifyError(error.message, { title: BILLING_MESSAGES.syncFailed });
        } else {
          notifyError(error.message, { title: BILLING_MESSAGES.syncError });
        }
      },
    });

  return (
    <SectionCard title="Daily Sync">
      <Stack gap="sm" align="flex-start">
        <Text size="sm" c="dimmed">
          Runs every day at 03:00 UTC: reads every subscription again from the payment provider and
          expires trials and cancelled plans whose end date has passed.
        </Text>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={run}
          loading={sync.isPending}
        >
          Run Daily Sync
        </Button>
      </Stack>
    </SectionCard>
  );
}

/** /admin/webhook-setup: the payment webhook's endpoint, events and test; the daily sync. */
export function WebhookSetupPage() {
  return (
    <AdminPage
      title="Webhook Setup"
      description="Stripe tells the server about payments through this webhook."
      size="md"
    >
      <EndpointCard />
      <DailySyncCard />
    </AdminPage>
  );
}
