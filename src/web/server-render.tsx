import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { z } from 'zod';
import { gameSchema } from '../core/game';
import { type Profile, profileSchema } from '../core/profile';
import { App } from './app/app';
import { preloadPagesOf, routes } from './app/router';
import { currentGameQueryKey } from './features/game/api/get-current-game';
import { createQueryClient, meQueryKey } from './lib/query-client';

// Request time, on the server (src/server/app.ts loads the server build of this file, written
// by vite.config.ts to dist/.ssr/): signed-in pages rendered with the signed-in user's own data,
// so the browser paints the page before any JavaScript has loaded (Lighthouse mobile, /play:
// FCP 2.9 s and LCP 3.7 s waiting for scripts, then for /api/me and /api/games/current).
// main.tsx hydrates the HTML with the same data (`state`), so the app reads nothing twice.

/** A JSON read of the app's own API with the request's cookie: its status and parsed body. */
export type ReadApi = (path: string) => Promise<{ status: number; body: unknown }>;

export interface ServerRenderedPage {
  path: string;
  /** The page's module (a chunk of its own), whose CSS the HTML links. */
  source: string;
}

export const SERVER_RENDERED_PAGES: ServerRenderedPage[] = [
  { path: '/play', source: 'src/web/features/game/play-page.tsx' },
];

const currentGameResponseSchema = z.object({ game: gameSchema.nullable() });

/**
 * The page's HTML and the query data it was rendered with, or null when the browser should
 * render it itself: not a page rendered here, signed out, or without access (the route guards
 * redirect, which only the browser can do), no saved game, or a read that failed. The answers are parsed
 * with the schemas the browser's own reads use (get-me.ts, get-current-game.ts).
 */
export async function renderSignedInPage(
  path: string,
  readApi: ReadApi,
): Promise<{ html: string; state: [readonly unknown[], unknown][] } | null> {
  if (!SERVER_RENDERED_PAGES.some((page) => page.path === path)) return null;
  const [me, current] = await Promise.all([
    readApi('/api/me'),
    readApi('/api/games/current'),
    preloadPagesOf(path),
  ]);
  if (me.status !== 200 || current.status !== 200) return null;
  const profile: Profile | undefined = profileSchema.safeParse(me.body).data;
  const game = currentGameResponseSchema.safeParse(current.body).data?.game;
  // Without a saved game the browser pulls a round at once (play-page.tsx): HTML of the page
  // without one would show 'no questions' until then.
  if (!profile?.has_access || !game) return null;

  const state: [readonly unknown[], unknown][] = [
    [meQueryKey, profile],
    [currentGameQueryKey, game],
  ];
  // A cache of this request's own: nothing of one user's reaches another's page.
  const client = createQueryClient();
  for (const [key, data] of state) client.setQueryData(key, data);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  try {
    return { html: renderToString(<App router={router} client={client} />), state };
  } finally {
    client.clear();
  }
}
