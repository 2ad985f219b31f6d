import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createDeps, openConfiguredDatabase, prepareDatabase } from '../src/server/bootstrap';
import { type Config, loadConfig } from '../src/server/config';
import { withDataDirLock } from '../src/server/db/data-dir-lock';
import {
  checkNewPassword,
  setPasswordFromTerminal,
  TerminalPasswordError,
} from '../src/server/features/users/terminal-password';
import { runCommand } from './run-command';

// `npm run user:password -- EMAIL`: sets the password of the user with that e-mail in the
// configured database (DATABASE_URL, or the embedded PGlite in DATA_DIR). The password is
// asked for twice without echo, or read from the first line of stdin when it is piped:
//   printf '%s\n' "$NEW_PASSWORD" | npm run user:password -- admin@trivia.local

const USAGE = 'Usage: npm run user:password -- EMAIL';

/** One line typed at the terminal, not shown as it is typed. */
function askHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      // Arrow keys and other escape sequences are not part of a password.
      if (chunk.startsWith('\u001b')) return;
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') {
          return finish(new TerminalPasswordError('Cancelled: the password was not changed.'));
        }
        if (char === '\u007f' || char === '\b') value = Array.from(value).slice(0, -1).join('');
        else if (char >= ' ') value += char;
      }
    };
    // No echo before the prompt shows, so nothing typed ahead appears on the screen.
    input.setRawMode(true);
    input.setEncoding('utf8');
    process.stderr.write(prompt);
    input.on('data', onData);
    input.resume();
  });
}

/** The first line of a piped stdin, without its line ending. */
async function readPipedLine(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += chunk;
  return text.split(/\r?\n/)[0] ?? '';
}

async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readPipedLine();
  const password = await askHidden('New password: ');
  checkNewPassword(password);
  const again = await askHidden('Repeat the new password: ');
  if (again !== password) {
    throw new TerminalPasswordError('The passwords do not match: the password was not changed.');
  }
  return password;
}

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== '--');
  if (args.length !== 1 || args[0].startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const email = args[0];
  const config = loadConfig();
  if (config.databaseUrl) return setPassword(config, email);
  return withDataDirLock(config.dataDir, 'change the password', () => {
    if (!existsSync(join(config.dataDir, 'pglite'))) {
      console.error(
        `No embedded database in ${config.dataDir}: start the server once, or set DATA_DIR or DATABASE_URL.`,
      );
      return Promise.resolve(1);
    }
    return setPassword(config, email);
  });
}

async function setPassword(config: Config, email: string): Promise<number> {
  const password = await readNewPassword();
  checkNewPassword(password);
  const database = await openConfiguredDatabase(config);
  try {
    await prepareDatabase(database);
    const result = await setPasswordFromTerminal(createDeps(config, database), email, password);
    const ended =
      result.sessionsEnded === 1 ? '1 session ended' : `${result.sessionsEnded} sessions ended`;
    console.log(
      `Password set for ${result.email} (${ended}). Sign in with it at ${config.baseUrl}/login.`,
    );
  } finally {
    await database.close();
  }
  return 0;
}

runCommand('user:password', () => main(process.argv.slice(2)), [TerminalPasswordError]);
