import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  Modal,
  Notification,
} from '@mantine/core';

/** WCAG AA for normal text. */
const MIN_CONTRAST = 4.5;

export const theme = createTheme({
  primaryColor: 'violet',
  // One shade in both schemes: autoContrast picks the text of a filled button or badge from
  // the light scheme's shade alone, so a lighter dark-scheme shade would get the same text.
  // Shade 7 keeps white button text and violet links above 4.5:1 contrast.
  primaryShade: 7,
  // Black or white text on a filled colour, whichever is the more legible: at this threshold
  // either one is at least 4.58:1 (white on the default red 7 was 3.84:1, on green 7 2.74:1).
  autoContrast: true,
  luminanceThreshold: 0.179,
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

function contrastOf(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** `color`, darkened in steps of 5 % until it reads at 4.5:1 on `background` (black at most). */
function readableOn(color: string, background: string): string {
  let readable = color;
  for (let step = 1; step <= 20 && contrastOf(readable, background) < MIN_CONTRAST; step += 1) {
    readable = darken(color, step / 20);
  }
  return readable;
}

/**
 * Text colours that pass WCAG AA where Mantine's defaults do not:
 * - dimmed text: gray.6 is 3.3:1 on white; dark.2 is 4.0:1 on the dark body, 3.5:1 on a card;
 * - the light variant (badges, alerts, light buttons): shade 9 on shade 1, or on shade 2 when
 *   hovered, is 2.7:1 for yellow and 3.8:1 for green;
 * - text in a colour (c="teal"): the filled shade is 3.1:1 on white for teal.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const light: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' };
  for (const [name, shades] of Object.entries(resolved.colors)) {
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[2]);
    light[`--mantine-color-${name}-text`] = readableOn(shades[7], resolved.colors.gray[0]);
  }
  return {
    variables: {},
    light,
    dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
  };
};
