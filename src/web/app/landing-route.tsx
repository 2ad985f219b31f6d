import { Container, Skeleton, Stack } from '@mantine/core';
import { Navigate } from 'react-router';
import { LandingPage } from '../features/marketing/landing-page';
import { homePathOf, useMe } from '../lib/auth/get-me';

function LandingSkeleton() {
  return (
    <Container size="lg" py={64} aria-busy="true" aria-label="Loading">
      <Stack gap="lg" align="center">
        <Skeleton height={48} width="70%" />
        <Skeleton height={20} width="55%" />
        <Skeleton height={44} width={260} />
        <Skeleton height={220} mt="xl" />
      </Stack>
    </Container>
  );
}

/**
 * '/': a signed-in user goes to their home (admin /admin, access /dashboard, else
 * /subscription), replacing history; visitors see the landing page, skeletons meanwhile.
 */
export function LandingRoute() {
  const me = useMe();
  if (me.isPending) return <LandingSkeleton />;
  if (me.data) return <Navigate to={homePathOf(me.data)} replace />;
  return <LandingPage />;
}
