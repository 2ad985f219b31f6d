import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { Profile } from '../../core/profile';
import { useMe } from '../lib/auth/get-me';

function homeButtonOf(profile: Profile | null | undefined) {
  if (profile?.is_admin) return { label: 'Admin Dashboard', to: '/admin' };
  if (profile) return { label: 'Host Dashboard', to: '/dashboard' };
  return { label: 'Home', to: '/' };
}

/** Any unknown path (spec: 'Oops! Page not found', Go Back and a home button). */
export function NotFoundPage() {
  const me = useMe();
  const navigate = useNavigate();
  const home = homeButtonOf(me.data);
  // React Router numbers the entries it pushed; 0 means this page opened the tab.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <Container size="sm" py={80}>
      <title>Page not found · Trivia Host</title>
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={900} lh={1} c="violet.7" aria-hidden>
          404
        </Text>
        <Title order={1}>Oops! Page not found</Title>
        <Text c="dimmed">The page you are looking for does not exist or has moved.</Text>
        <Group justify="center" mt="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() => (canGoBack ? navigate(-1) : navigate(home.to))}
          >
            Go Back
          </Button>
          <Button component={Link} to={home.to} leftSection={<IconHome size={18} aria-hidden />}>
            {home.label}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
