import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineLine, median } from './lib';
import { buildWeb, serverDatabase, signUpHost, spawnServer, waitHealthy } from './server';

// `npm run bench:lighthouse`: Lighthouse performance and accessibility scores of /, /login
// and /play (as a signed-in host: the session cookie goes in extraHeaders), on the built
// server over a PGlite temp directory, with Debian's chromium (CHROME_PATH, default
// /usr/bin/chromium; nothing is downloaded). Lighthouse's desktop profile, which the budget
// is for; BENCH_LH_PROFILES=mobile,desktop adds its default mobile profile (simulated slow 4G
// and 4x CPU slowdown), reported without a budget. BENCH_LH_RUNS runs each (median);
// BENCH_LH_PAGES picks some of the pages.
// Scores depend on the machine's load: the simulation scales the CPU time it observed.

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const FIRST_VISIT = process.env.BENCH_LH_FIRST_VISIT === 'true';
const BUDGET = { performance: 95, accessibility: 95 };
type Profile = 'mobile' | 'desktop';

/** A comma-separated env list (BENCH_LH_PAGES=/play, BENCH_LH_PROFILES=mobile), or the default. */
function listFromEnv<T extends string>(name: string, all: T[], byDefault = all): T[] {
  const wanted = process.env[name]?.split(',').map((item) => item.trim());
  return wanted ? all.filter((item) => wanted.includes(item)) : byDefault;
}

const PAGES = listFromEnv('BENCH_LH_PAGES', ['/', '/login', '/play']);
const PROFILES = listFromEnv<Profile>('BENCH_LH_PROFILES', ['mobile', 'desktop'], ['desktop']);

interface Score {
  performance: number;
  accessibility: number;
  metrics: Record<string, number>;
  failing: string[];
}

// biome-ignore lint/suspicious/noExplicitAny: Lighthouse's result type is large; we read a few fields
type Lhr = any;

function scoreOf(lhr: Lhr): Score {
  const audits = lhr.audits as Record<
    string,
    { score: number | null; numericValue?: number; title: string }
  >;
  const metrics: Record<string, number> = {};
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ])
    metrics[id] = audits[id]?.numericValue ?? Number.NaN;
  const failing: string[] = [];
  for (const category of ['performance', 'accessibility']) {
    for (const ref of lhr.categories[category].auditRefs as { id: string; weight: number }[]) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9)
        failing.push(`${category}: ${audit.title} (${Math.round(audit.score * 100)})`);
    }
  }
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    metrics,
    failing,
  };
}

/**
 * Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): try such a
 * run again, at most 3 times.
 */
async function withRetry(page: string, run: () => Promise<{ lhr: Lhr } | undefined>) {
  for (let attempt = 1; ; attempt++) {
    const result = await run();
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) return result as { lhr: Lhr };
    if (attempt >= 3) throw new Error(`${page}: ${error.message}`);
    console.warn(`  ${page}: ${error.message}; again`);
  }
}

async function main() {
  console.log(`lighthouse: ${machineLine()}`);
  console.log(`chromium ${CHROME_PATH}, ${RUNS} runs per page and profile (median)`);
  buildWeb();
  const db = await serverDatabase('pglite');
  const server = await spawnServer({ env: db.env });
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows: string[] = [];
  const misses: string[] = [];
  try {
    await waitHealthy(server, performance.now(), 180_000);
    const host = await signUpHost(server.baseUrl, 'lighthouse-host@example.com');
    // /play as a host sees it on a game night: with the round on screen. A host's very first
    // visit has no round yet (the page pulls one): BENCH_LH_FIRST_VISIT=true measures that case
    // instead, a new host for each run.
    if (!FIRST_VISIT) {
      const res = await fetch(`${server.baseUrl}/api/rounds`, {
        method: 'POST',
        headers: {
          origin: server.baseUrl,
          'content-type': 'application/json',
          cookie: host.cookie,
        },
        body: '{}',
      });
      if (res.status !== 200) throw new Error(`round pull for /play failed: ${res.status}`);
    }
    for (const formFactor of PROFILES) {
      for (const page of PAGES) {
        const scores: Score[] = [];
        for (let i = 0; i < RUNS; i++) {
          const cookie = FIRST_VISIT
            ? (await signUpHost(server.baseUrl, `lighthouse-first-${formFactor}-${i}@example.com`))
                .cookie
            : host.cookie;
          const result = await withRetry(page, () =>
            lighthouse(
              `${server.baseUrl}${page}`,
              {
                port: chrome.port,
                output: 'json',
                logLevel: 'error',
                onlyCategories: ['performance', 'accessibility'],
                ...(page === '/play' ? { extraHeaders: { cookie } } : {}),
              },
              formFactor === 'desktop'
                ? {
                    extends: 'lighthouse:default',
                    settings: {
                      formFactor: 'desktop',
                      screenEmulation: {
                        mobile: false,
                        width: 1350,
                        height: 940,
                        deviceScaleFactor: 1,
                        disabled: false,
                      },
                      throttling: {
                        rttMs: 40,
                        throughputKbps: 10240,
                        cpuSlowdownMultiplier: 1,
                        requestLatencyMs: 0,
                        downloadThroughputKbps: 0,
                        uploadThroughputKbps: 0,
                      },
                    },
                  }
                : undefined,
            ),
          );
          const lhr = result.lhr;
          if (page === '/play' && !String(lhr.finalDisplayedUrl).endsWith('/play'))
            console.warn(`  /play ended on ${lhr.finalDisplayedUrl}`);
          scores.push(scoreOf(lhr));
          if (i === RUNS - 1 && process.env.BENCH_LH_SAVE)
            writeFileSync(
              `${process.env.BENCH_LH_SAVE}-${formFactor}-${page.replace(/\W/g, '') || 'home'}.json`,
              JSON.stringify(lhr),
            );
        }
        const perf = median(scores.map((s) => s.performance));
        const a11y = median(scores.map((s) => s.accessibility));
        const metric = (id: string) => median(scores.map((s) => s.metrics[id]));
        rows.push(
          `| ${page} | ${formFactor} | ${perf} (${scores.map((s) => s.performance).join(', ')}) | ${a11y} | ${Math.round(metric('first-contentful-paint'))} ms | ${Math.round(metric('largest-contentful-paint'))} ms | ${Math.round(metric('total-blocking-time'))} ms | ${metric('cumulative-layout-shift').toFixed(3)} |`,
        );
        if (
          formFactor === 'desktop' &&
          (perf < BUDGET.performance || a11y < BUDGET.accessibility)
        ) {
          misses.push(`${page} ${formFactor}: performance ${perf}, accessibility ${a11y}`);
          for (const line of new Set(scores.flatMap((s) => s.failing))) misses.push(`    ${line}`);
        }
        console.log(`  ${page} ${formFactor}: performance ${perf}, accessibility ${a11y}`);
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
    await db.cleanup();
  }
  console.log('\n| page | profile | performance (runs) | accessibility | FCP | LCP | TBT | CLS |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(
    misses.length
      ? `\nbelow ${BUDGET.performance}/${BUDGET.accessibility}:\n${misses.join('\n')}`
      : `\nall pages at performance ≥ ${BUDGET.performance} and accessibility ≥ ${BUDGET.accessibility} on desktop`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
