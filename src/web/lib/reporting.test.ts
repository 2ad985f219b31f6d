import { afterEach, describe, expect, it, vi } from 'vitest';
import { startReporting } from './reporting';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser error reporting without a DSN', () => {
  it('starts without a word in the visitor console', async () => {
    vi.stubGlobal('window', { addEventListener: vi.fn() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ sentryDsn: null }), { status: 200 })),
    );
    const messages = (['warn', 'error', 'info', 'log'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );

    await startReporting();

    for (const spy of messages) expect(spy).not.toHaveBeenCalled();
  });
});
