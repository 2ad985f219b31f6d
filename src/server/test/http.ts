import { createServer } from 'node:net';

// What API tests and benchmarks need to talk to the app over HTTP, written once: a free
// port, the cookies a response sets, a sign-up, waiting for /api/health. No Vitest in here:
// bench/ imports it too.

/** A port of 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const isDeletion = (setCookie: string) => /;\s*max-age=0(;|$)/i.test(setCookie);

/** `name=value; name2=value2` from a response's Set-Cookie headers (deleted cookies left out). */
export function cookieFrom(res: Response): string | null {
  const pairs = res.headers
    .getSetCookie()
    .filter((c) => !isDeletion(c))
    .map((c) => c.split(';')[0].trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='));
  return pairs.length ? pairs.join('; ') : null;
}

/** What a browser's cookie jar holds after `res`: its Set-Cookie headers applied to `jar`. */
export function applyCookies(jar: string, res: Response): string {
  const cookies = new Map(
    jar
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  for (const header of res.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const name = pair.slice(0, pair.indexOf('=')).trim();
    const value = pair.slice(pair.indexOf('=') + 1).trim();
    if (isDeletion(header) || !value) cookies.delete(name);
    else cookies.set(name, value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Sends one request: `fetch` against a base URL, or an in-process `app.request`. */
export type Send = (path: string, init: RequestInit) => Response | Promise<Response>;

export const sendTo =
  (baseUrl: string): Send =>
  (path, init) =>
    fetch(baseUrl + path, init);

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  /** The session cookie the sign-up set. */
  cookie: string;
}

/** Signs a user up through Better Auth (POST /api/auth/sign-up/email); throws unless 200. */
export async function signUpUser(
  send: Send,
  options: { origin: string; email: string; password: string; headers?: Record<string, string> },
): Promise<SignedUpUser> {
  const { origin, email, password } = options;
  const res = await send('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ email, password, name: email }),
  });
  const body = (await res.json().catch(() => null)) as { user?: { id: string; email: string } };
  const cookie = cookieFrom(res);
  if (res.status !== 200 || !cookie || !body?.user?.id) {
    throw new Error(`sign-up of ${email} failed: ${res.status} ${JSON.stringify(body)}`);
  }
  return { id: body.user.id, email: body.user.email, password, cookie };
}

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** True once the server process has exited: stop waiting and throw. */
  hasExited?: () => boolean;
  /** What the server printed, for the error message. */
  output?: () => string;
}

/** Polls GET /api/health until it answers 200; throws if the server exits or time runs out. */
export async function waitForHealthy(baseUrl: string, options: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  const output = () => options.output?.() ?? '';
  for (;;) {
    if (options.hasExited?.()) throw new Error(`The server at ${baseUrl} exited:\n${output()}`);
    if (Date.now() > deadline)
      throw new Error(`No 200 from ${baseUrl}/api/health in time:\n${output()}`);
    const isOk = await fetch(`${baseUrl}/api/health`)
      .then(async (res) => {
        await res.arrayBuffer();
        return res.status === 200;
      })
      .catch(() => false);
    if (isOk) return;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
