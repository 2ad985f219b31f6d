import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { cutReportEvent, MAX_REPORT_LENGTH } from '../../core/error-reporting';
import {
  closeReporting,
  flushReports,
  initReporting,
  REPORTING_OFF_WARNING,
  reportError,
} from './reporting';

// Error reporting against a local stand-in for Sentry's ingest endpoint: what leaves the
// process is what Sentry would receive.

let ingest: Server | undefined;
const envelopes: string[] = [];

afterAll(async () => {
  await closeReporting();
  await new Promise<void>((resolve) => (ingest ? ingest.close(() => resolve()) : resolve()));
});

describe('error reporting', () => {
  it('is off without a DSN: a console warning, and reportError sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(await initReporting({ dsn: undefined })).toBe(false);
      expect(warn).toHaveBeenCalledWith(REPORTING_OFF_WARNING);
    } finally {
      warn.mockRestore();
    }
    expect(REPORTING_OFF_WARNING).toBe('Error reporting is off: set SENTRY_DSN');
    expect(reportError(new Error('nobody hears this'))).toBe(false);
  });

  it('cuts messages and exception values to 2048 characters', () => {
    const event = cutReportEvent({
      message: 'm'.repeat(5000),
      exception: { values: [{ value: 'v'.repeat(3000) }, { value: 'short' }] },
    });
    expect(event.message).toHaveLength(MAX_REPORT_LENGTH);
    expect(event.exception?.values?.map((v) => v.value?.length)).toEqual([2048, 5]);
  });

  it('sends to Sentry when a DSN is set, the message cut to 2048 characters', async () => {
    ingest = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const isGzip = req.headers['content-encoding'] === 'gzip';
        envelopes.push((isGzip ? gunzipSync(body) : body).toString('utf8'));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => ingest?.listen(0, '127.0.0.1', resolve));
    const { port } = ingest.address() as AddressInfo;

    expect(await initReporting({ dsn: `http://publickey@127.0.0.1:${port}/1` })).toBe(true);
    expect(reportError(new Error(`boom ${'x'.repeat(5000)}`), { path: '/api/test' })).toBe(true);
    await flushReports(5000);

    const envelope = envelopes.join('\n');
    const event = envelope
      .split('\n')
      .map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          return null;
        }
      })
      .find((item) => item?.exception);
    expect(event, envelope.slice(0, 500)).toBeTruthy();
    const value: string = event.exception.values[0].value;
    expect(value.startsWith('boom xxx')).toBe(true);
    expect(value.length).toBeLessThanOrEqual(MAX_REPORT_LENGTH);
    expect(value.length).toBeGreaterThan(1000);
    expect(event.extra).toEqual({ path: '/api/test' });
  });
});
