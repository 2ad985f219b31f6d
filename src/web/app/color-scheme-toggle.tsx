import { ActionIcon, Button, type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useIsHydrated } from '../lib/use-is-hydrated';

const NEXT_SCHEME: Record<MantineColorScheme, MantineColorScheme> = {
  auto: 'light',
  light: 'dark',
  dark: 'auto',
};

const SCHEME_LABEL: Record<MantineColorScheme, string> = {
  auto: 'Auto (system)',
  light: 'Light',
  dark: 'Dark',
};

const SCHEME_ICON = { auto: IconDeviceDesktop, light: IconSun, dark: IconMoon };

/**
 * Cycles the colour scheme: auto (the system's setting, the default), light, dark. Mantine keeps
 * the choice in localStorage, which public/color-scheme.js reads before the first paint.
 */
export function ColorSchemeToggle({ isCompact }: { isCompact: boolean }) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  // HTML rendered ahead knows no saved choice: the first render in the browser shows the same.
  const scheme = useIsHydrated() ? colorScheme : 'auto';
  const Icon = SCHEME_ICON[scheme];
  const label = `Colour scheme: ${SCHEME_LABEL[scheme]}`;
  const title = `${label}. Switch to ${SCHEME_LABEL[NEXT_SCHEME[scheme]]}`;
  const cycle = () => setColorScheme(NEXT_SCHEME[scheme]);

  if (isCompact) {
    return (
      <ActionIcon variant="default" size="lg" aria-label={label} title={title} onClick={cycle}>
        <Icon size={20} aria-hidden />
      </ActionIcon>
    );
  }
  return (
    <Button
      variant="default"
      fullWidth
      justify="flex-start"
      leftSection={<Icon size={18} aria-hidden />}
      title={title}
      onClick={cycle}
    >
      {label}
    </Button>
  );
}
