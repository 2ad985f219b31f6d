import { type Game, gameSchema } from '../../../core/game';

// The device copy of the current game (spec: "Saved game (kept on the device)"). The server
// keeps the same game so a host can continue elsewhere; this copy keeps the round on
// screen when the bar's connection drops.
const DEVICE_GAME_KEY = 'trivia-host:current-game';
// Spec: "Game setup (kept for the session)".
const GAME_SETUP_KEY = 'trivia-host:game-setup';

interface DeviceGame {
  /** Whose game it is: a shared bar laptop must not show one host's round to the next. */
  userId: string;
  game: Game;
}

export type GameSetup =
  | { type: 'randomized'; categoryId: 'all' }
  | { type: 'category'; categoryIds: string[] };

const DEFAULT_GAME_SETUP: GameSetup = { type: 'randomized', categoryId: 'all' };

function readJson(storage: Storage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled (private mode): the server copy still holds the game.
  }
}

function remove(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export function readDeviceGame(userId: string): Game | null {
  const stored = readJson(localStorage, DEVICE_GAME_KEY) as Partial<DeviceGame> | null;
  if (!stored || stored.userId !== userId) return null;
  const parsed = gameSchema.safeParse(stored.game);
  return parsed.success ? parsed.data : null;
}

export function saveDeviceGame(userId: string, game: Game): void {
  writeJson(localStorage, DEVICE_GAME_KEY, { userId, game } satisfies DeviceGame);
}

export function clearDeviceGame(): void {
  remove(localStorage, DEVICE_GAME_KEY);
}

export function readGameSetup(): GameSetup {
  const stored = readJson(sessionStorage, GAME_SETUP_KEY) as Partial<GameSetup> | null;
  if (stored?.type === 'category' && Array.isArray(stored.categoryIds)) {
    const categoryIds = stored.categoryIds.filter((id): id is string => typeof id === 'string');
    if (categoryIds.length > 0) return { type: 'category', categoryIds };
  }
  return DEFAULT_GAME_SETUP;
}

export function saveGameSetup(setup: GameSetup): void {
  writeJson(sessionStorage, GAME_SETUP_KEY, setup);
}

export function clearGameSetup(): void {
  remove(sessionStorage, GAME_SETUP_KEY);
}

/** The categories a pull asks for; undefined means all of them. */
export function categoryIdsOf(setup: GameSetup): string[] | undefined {
  return setup.type === 'category' ? setup.categoryIds : undefined;
}
