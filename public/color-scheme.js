// Sets the page's colour scheme before its first paint, as Mantine's ColorSchemeScript would (an
// inline script, which the Content-Security-Policy forbids): the choice saved by the header's
// toggle (localStorageColorSchemeManager's key), else the system's. src/web/app/providers.tsx.
try {
  const saved = window.localStorage.getItem('mantine-color-scheme-value');
  const isDark =
    saved === 'dark' ||
    (saved !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', isDark ? 'dark' : 'light');
} catch {
  // No storage (a privacy mode): the light scheme of the HTML stays until the app starts.
}
