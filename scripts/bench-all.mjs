// `npm run bench`: the budgets' benchmarks (bench/README.md), each bounded in time: build once,
// then round pull, throughput, bundle, start and Lighthouse. A benchmark that fails or runs
// out of time is reported and the next one runs. PostgreSQL rows need BENCH_DATABASE_URL or
// TEST_DATABASE_URL (a server where the benchmarks create and drop their own databases).
//
// Side by side: BENCH_BEFORE=DIR (a checkout of an earlier commit with its dependencies
// installed, e.g. `git worktree add /tmp/before REV && cd /tmp/before && npm ci`) builds both
// trees, then runs each benchmark in DIR and straight after in this tree, so both figures of a
// row come from the same minutes of the same machine.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

// Each through its npm script: bench:rounds runs in-process with npm start's V8 flags.
const BENCHES = [
  ['bench:rounds', 15],
  ['bench:throughput', 10],
  ['bench:bundle', 3],
  ['bench:start', 6],
  ['bench:lighthouse', 15],
];

// BENCH_ONLY=bench:rounds,bench:throughput runs those alone.
const only = process.env.BENCH_ONLY?.split(',');
const chosen = only ? BENCHES.filter(([name]) => only.includes(name)) : BENCHES;

const here = process.cwd();
const trees = process.env.BENCH_BEFORE
  ? [
      ['before', resolve(process.env.BENCH_BEFORE)],
      ['after', here],
    ]
  : [['', here]];

// The web app and the server (`npm run build`), once for every benchmark.
for (const [, cwd] of trees) {
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', cwd });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results = [];
for (const [name, minutes] of chosen) {
  for (const [label, cwd] of trees) {
    const title = label ? `${name} (${label}: ${cwd})` : name;
    console.log(`\n=== ${title} (at most ${minutes} min)`);
    const started = Date.now();
    const run = spawnSync('npm', ['run', '--silent', name], {
      stdio: 'inherit',
      cwd,
      env: { ...process.env, BENCH_SKIP_BUILD: 'true' },
      timeout: minutes * 60_000,
      killSignal: 'SIGTERM',
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    const outcome = run.error
      ? `stopped (${run.error.code ?? run.error.message})`
      : `exit ${run.status}`;
    results.push(`${title}: ${outcome} in ${seconds} s`);
  }
}
console.log(`\n${results.join('\n')}`);
