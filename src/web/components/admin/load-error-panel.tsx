import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface LoadErrorPanelProps {
  /** The spec's wording for the failed load, e.g. 'Failed to load submissions'. */
  title: string;
  /** What the server said, when it said something more precise. */
  message?: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/** A failed load: what failed, why, and a Retry button. */
export function LoadErrorPanel({ title, message, onRetry, isRetrying }: LoadErrorPanelProps) {
  return (
    <Alert color="red" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {message && message !== title && <Text size="sm">{message}</Text>}
        <Button
          color="red"
          variant="light"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onRetry}
          loading={isRetrying}
        >
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
