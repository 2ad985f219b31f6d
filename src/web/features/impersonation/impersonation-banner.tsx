import { Box, Button, Container, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserScan } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { IMPERSONATION_MESSAGES } from '../../../core/impersonation';
import { useMe } from '../../lib/auth/get-me';
import { useStopImpersonation } from './api/stop-impersonation';

/**
 * Shown while an admin views the app as a host: the server says so (/api/me
 * is_impersonating), or the page is the impersonation's landing (?impersonated=true).
 * Return to Admin restores the admin's own session.
 */
export function ImpersonationBanner() {
  const me = useMe();
  const [searchParams] = useSearchParams();
  const stop = useStopImpersonation();
  const profile = me.data;
  if (!profile) return null;
  const isLanding = searchParams.get('impersonated') === 'true' && !profile.is_admin;
  if (!profile.is_impersonating && !isLanding) return null;

  return (
    <Box component="section" aria-label="Impersonation" bg="yellow.4" c="dark.9" py="xs">
      <Container size="xl">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconUserScan size={20} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {IMPERSONATION_MESSAGES.viewingAs(profile.email)}
            </Text>
          </Group>
          <Button
            size="xs"
            color="dark"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            loading={stop.isPending}
            onClick={() => stop.mutate()}
          >
            Return to Admin
          </Button>
        </Group>
      </Container>
    </Box>
  );
}
