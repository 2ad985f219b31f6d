import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { USER_MESSAGES } from '../../../../core/users';
import { LoadErrorPanel } from '../../../components/admin/load-error-panel';
import { isApiError } from '../../../lib/api';

interface LoadProblemProps {
  error: unknown;
  /** The spec's wording for this failed load, e.g. 'Failed to load users'. */
  title: string;
  onRetry: () => void;
  isRetrying?: boolean;
}

/**
 * A failed load. Signed out and not admin are the admin guard's to handle, but the server
 * can say so first (a session that just ended): 'Authentication Required' or 'Access
 * Denied', without Retry. A response that does not parse is 'Invalid data format received
 * from server'; anything else shows the title, the server's reason and Retry.
 */
export function LoadProblem({ error, title, onRetry, isRetrying }: LoadProblemProps) {
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
  return (
    <LoadErrorPanel
      title={isInvalid ? USER_MESSAGES.invalidData : title}
      message={!isInvalid && isApiError(error) ? error.message : undefined}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
