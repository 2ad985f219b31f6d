import { type CSSVariablesResolver, createTheme, Modal, Notification } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'violet',
  // Shade 7 keeps white button text and violet links above 4.5:1 contrast.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '800' },
  components: {
    Anchor: { defaultProps: { underline: 'always' } },
    // Close buttons are icon-only: give them a name for screen readers.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
  },
});

/** Mantine's default dimmed grey (gray.6) is 3.3:1 on white; gray.7 passes WCAG AA. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
