import { Anchor, Button, type ButtonProps, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

interface BackProps {
  to?: string;
  label?: string;
}

/** A button back to the host's dashboard (or another screen the host came from). */
export function BackButton({
  to = '/dashboard',
  label = 'Back to Dashboard',
  size,
}: BackProps & { size?: ButtonProps['size'] }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="default"
      size={size}
      leftSection={<IconArrowLeft size={18} aria-hidden />}
    >
      {label}
    </Button>
  );
}

/** The same way back as a link, at the top of a screen that needs its buttons for the game. */
export function BackLink({ to = '/dashboard', label = 'Back to Dashboard' }: BackProps) {
  return (
    <Anchor component={Link} to={to} fw={600}>
      <Group gap={4} component="span">
        <IconArrowLeft size={18} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}
