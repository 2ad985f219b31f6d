import { ActionIcon, Badge, Box, Button, Container, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout, IconMenu2, IconTrophy, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { Profile } from '../../core/profile';
import { useMe } from '../lib/auth/get-me';
import { useSignOut } from '../lib/auth/sign-out';
import { ColorSchemeToggle } from './color-scheme-toggle';
import classes from './shell.module.css';

/** Spec: below 768 px wide the items move into a side drawer. */
export const MOBILE_QUERY = '(max-width: 767px)';

interface NavEntry {
  label: string;
  to: string;
  isPrimary?: boolean;
}

const VISITOR_ENTRIES: NavEntry[] = [
  { label: 'Pricing', to: '/pricing' },
  { label: 'Login', to: '/login' },
  { label: 'Sign Up', to: '/signup', isPrimary: true },
];

function memberEntries(profile: Profile): NavEntry[] {
  return [
    ...(profile.is_admin ? [{ label: 'Admin Dashboard', to: '/admin' }] : []),
    { label: 'Host Dashboard', to: '/dashboard' },
    { label: 'Profile', to: '/profile' },
  ];
}

interface NavItemsProps {
  isVertical: boolean;
}

function NavItems({ isVertical }: NavItemsProps) {
  const me = useMe();
  const signOut = useSignOut();
  if (me.isPending) return null;

  const profile = me.data ?? null;
  // A profile that failed to load still gets a way out (Logout), but no member links.
  const entries = me.isError ? [] : profile ? memberEntries(profile) : VISITOR_ENTRIES;
  const isSignedIn = me.isError || !!profile;
  const buttonLayout = isVertical ? { fullWidth: true, justify: 'flex-start' as const } : {};

  const items = (
    <>
      {entries.map((entry) => (
        <Button
          key={entry.to}
          component={NavLink}
          to={entry.to}
          end={entry.to === '/admin'}
          variant={entry.isPrimary ? 'filled' : 'subtle'}
          className={entry.isPrimary ? undefined : classes.navLink}
          {...buttonLayout}
        >
          {entry.label}
        </Button>
      ))}
      {isSignedIn && (
        <Button
          variant="outline"
          leftSection={<IconLogout size={18} aria-hidden />}
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
          {...buttonLayout}
        >
          Logout
        </Button>
      )}
    </>
  );

  const chip = profile && (
    <Badge
      variant="outline"
      size="lg"
      tt="none"
      maw={isVertical ? '100%' : 260}
      title={`${profile.email} (${profile.role})`}
      // In the drawer the whole e-mail fits on two lines; in the bar it is cut short.
      styles={
        isVertical ? { root: { height: 'auto' }, label: { whiteSpace: 'normal' } } : undefined
      }
      py={isVertical ? 4 : undefined}
    >
      {profile.email} ({profile.role})
    </Badge>
  );

  if (isVertical) {
    return (
      <Stack gap="xs">
        {chip}
        {items}
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {chip}
      {items}
    </Group>
  );
}

export function Navbar() {
  // Both the burger and the bar are in the HTML, one hidden by CSS at the spec's breakpoint
  // (Mantine's sm, 48em = 768 px), so a page rendered at build time matches every screen width.
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [isDrawerOpen, drawer] = useDisclosure(false);
  const { pathname } = useLocation();

  // Close the drawer after a navigation, and when the window grows past the breakpoint.
  // biome-ignore lint/correctness/useExhaustiveDependencies: those two changes are the triggers
  useEffect(() => {
    drawer.close();
  }, [pathname, isMobile, drawer.close]);

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Link to="/" className={classes.brand}>
            <IconTrophy size={28} color="var(--mantine-primary-color-filled)" aria-hidden />
            Trivia Host
          </Link>
          {/* Not Mantine's Burger: its bars are a <div>, which a <button> may not hold. */}
          <ActionIcon
            hiddenFrom="sm"
            variant="default"
            size="lg"
            onClick={drawer.toggle}
            aria-label="Toggle navigation"
            aria-expanded={isDrawerOpen}
          >
            {isDrawerOpen ? <IconX size={22} aria-hidden /> : <IconMenu2 size={22} aria-hidden />}
          </ActionIcon>
          <Group gap="xs" wrap="nowrap" visibleFrom="sm">
            <Box component="nav" aria-label="Main">
              <NavItems isVertical={false} />
            </Box>
            <ColorSchemeToggle isCompact />
          </Group>
        </Group>
      </Container>
      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        position="right"
        size={300}
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close navigation' }}
      >
        <Stack gap="xs">
          <Box component="nav" aria-label="Main">
            <NavItems isVertical />
          </Box>
          <ColorSchemeToggle isCompact={false} />
        </Stack>
      </Drawer>
    </Box>
  );
}
