import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { USER_MESSAGES } from '../../../core/users';
import { isApiError } from '../../lib/api';
import { errorMessageOf } from '../../lib/error-message';

interface LoadErrorPanelProps {
  /** The spec's wording for the failed load, e.g. 'Failed to load submissions'. */
  title: string;
  error: unknown;
  /** Said under the title when the server gave no reason of its own. */
  fallback?: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/**
 * A failed load: what failed, why, and a Retry button. Signed out and not admin are the admin
 * guard's to handle, but the server can say so first (a session that just ended):
 * 'Authentication Required' or 'Access Denied', without Retry. A response that does not parse
 * is 'Invalid data format received from server'.
 */
export function LoadErrorPanel({
  title,
  error,
  fallback,
  onRetry,
  isRetrying,
}: LoadErrorPanelProps) {
  if (isApiError(error) && error.status === 401) {
    return (
      <Alert
        color="yellow"
        title={USER_MESSAGES.authenticationRequired}
        icon={<IconLock aria-hidden />}
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">Please sign in to view this page.</Text>
          <Button component={Link} to="/login" size="xs" variant="light" color="yellow">
            Sign In
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isApiError(error) && error.status === 403) {
    return (
      <Alert color="red" title={USER_MESSAGES.accessDenied} icon={<IconLock aria-hidden />}>
        <Text size="sm">{USER_MESSAGES.adminPermissionsNeeded}</Text>
      </Alert>
    );
  }
  const isInvalid = isApiError(error) && error.code === 'invalid_response';
  const message = isInvalid ? null : (errorMessageOf(error) ?? fallback);
  return (
    <Alert
      color="red"
      title={isInvalid ? USER_MESSAGES.invalidData : title}
      icon={<IconAlertTriangle aria-hidden />}
    >
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
