import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in HTML rendered at build time and while the browser hydrates it, true once the page
 * has its event handlers. A form in such HTML stays read-only with its submit button disabled
 * until then: what was typed before would not reach the form's state, and a native submit
 * would put the fields (a password) in the URL.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
