import { ConfigError } from '../src/server/config';
import { DataDirInUseError } from '../src/server/db/data-dir-lock';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a terminal command (`npm run bank:load`, `restore`, `user:password`) and exits with its
 * code. An error the command expects (a bad setting, a data directory in use, or one of
 * `expected`) prints its message alone, written for people; anything else prints
 * `[name] failed: ...`. Either way the exit code is 1.
 */
export function runCommand(
  name: string,
  main: () => Promise<number>,
  expected: ErrorClass[] = [],
): void {
  main().then(
    (code) => process.exit(code),
    (err) => {
      const known = [ConfigError, DataDirInUseError, ...expected];
      if (known.some((type) => err instanceof type)) console.error((err as Error).message);
      else console.error(`[${name}] failed:`, err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
