/**
 * Loads the page chunk of an in-app link as soon as the pointer rests on it, a finger touches
 * it or it gets the keyboard's focus, ahead of the click. Without it a click on a link to a
 * page not loaded yet changes the URL at once but keeps the old page on screen until the
 * page's chunk arrives (the router renders the new page in a transition).
 */
export function preloadLinksOnIntent(preload: (pathname: string) => Promise<void>): void {
  const started = new Set<string>();
  const onIntent = (event: Event) => {
    const target = event.target;
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || anchor.origin !== window.location.origin) return;
    const { pathname } = anchor;
    if (started.has(pathname)) return;
    started.add(pathname);
    // A chunk that failed to load (offline) is tried again on the next intent.
    preload(pathname).catch(() => started.delete(pathname));
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}
