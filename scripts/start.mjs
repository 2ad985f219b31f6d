// `npm start`: build the web app when dist/ is missing or older than the sources, then run the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const distIndex = 'dist/index.html';
const isStale =
  !existsSync(distIndex) ||
  statSync(distIndex).mtimeMs <
    Math.max(newestMtime('src/web'), newestMtime('src/core'), statSync('index.html').mtimeMs);
if (isStale && process.env.SKIP_BUILD !== 'true') {
  console.log('Building the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
});
process.exit(server.status ?? 0);
