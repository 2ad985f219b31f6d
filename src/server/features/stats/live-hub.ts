import pg from 'pg';
import type { AdminLists } from '../../../core/access';
import type { AdminStats } from '../../../core/admin';
import { reportError } from '../../adapters/reporting';
import type { Database } from '../../db/client';
import { getAdminStats } from './service';

// Live admin statistics. A trigger on the user table (migration 0003) sends NOTIFY
// user_stats on every change that moves the counts, from any server copy or tool. While
// someone watches, this server LISTENs (PostgreSQL: one dedicated connection outside the
// pool; PGlite: its listen API on the same instance) and pushes fresh stats to every
// watcher: one query per push whoever watches, at most one push per second. One hub per
// server, made with its dependencies (src/server/bootstrap.ts).

export const USER_STATS_CHANNEL = 'user_stats';
const MIN_PUSH_INTERVAL_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 30_000;

type StopListening = () => Promise<void>;

export interface StatsWatcher {
  send(stats: AdminStats): void;
  /** The hub stops (shutdown, or it cannot listen any more): end the stream. */
  end(): void;
}

export class LiveStatsHub {
  private readonly watchers = new Set<StatsWatcher>();
  /** Resolves to the function that stops this listening, once it listens. */
  private listening: Promise<StopListening> | null = null;
  private listeningToken: object | null = null;
  private pushTimer: NodeJS.Timeout | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private reconnectDelay = 1000;
  private lastPushAt = 0;
  private isPushing = false;
  private hasPendingChange = false;
  private isClosed = false;

  constructor(
    private readonly database: Database,
    private readonly databaseUrl: string | undefined,
    private readonly adminLists: AdminLists,
    private readonly minPushIntervalMs = MIN_PUSH_INTERVAL_MS,
  ) {}

  get watcherCount(): number {
    return this.watchers.size;
  }

  /** Adds a watcher and makes sure this server listens; answers the unsubscribe function. */
  async watch(watcher: StatsWatcher): Promise<() => void> {
    this.watchers.add(watcher);
    await this.ensureListening();
    return () => {
      this.watchers.delete(watcher);
      if (this.watchers.size === 0) void this.unlisten();
    };
  }

  /** Ends every watcher and stops listening (server shutdown). */
  async close(): Promise<void> {
    this.isClosed = true;
    for (const watcher of this.watchers) watcher.end();
    this.watchers.clear();
    await this.unlisten();
  }

  /** A change was notified: push now, or once the interval since the last push has passed. */
  notifyChange = () => {
    if (this.watchers.size === 0) return;
    // A change during a push may be missing from the stats it read: push once more after.
    if (this.isPushing) {
      this.hasPendingChange = true;
      return;
    }
    if (this.pushTimer) return;
    const wait = Math.max(0, this.lastPushAt + this.minPushIntervalMs - Date.now());
    this.pushTimer = setTimeout(() => void this.push(), wait);
    this.pushTimer.unref();
  };

  private async push() {
    this.pushTimer = null;
    this.isPushing = true;
    try {
      const stats = await getAdminStats(this.database, this.adminLists);
      for (const watcher of this.watchers) watcher.send(stats);
    } catch (error) {
      console.error('[live-stats] could not read the stats:', String(error).slice(0, 2048));
    } finally {
      // Spaced from the moment of sending, so a slow query never brings two pushes closer.
      this.lastPushAt = Date.now();
      this.isPushing = false;
      if (this.hasPendingChange) {
        this.hasPendingChange = false;
        this.notifyChange();
      }
    }
  }

  private async ensureListening(): Promise<void> {
    if (this.isClosed) return;
    if (!this.listening) {
      const token = {};
      this.listeningToken = token;
      const listening = this.listen(token);
      this.listening = listening;
      listening.catch(() => {
        if (this.listening === listening) this.listening = null;
      });
    }
    await this.listening;
  }

  private async listen(token: object): Promise<StopListening> {
    if (this.database.kind === 'pglite') {
      const pglite = this.database.pglite;
      if (!pglite) throw new Error('The embedded database is not open');
      const unlisten = await pglite.listen(USER_STATS_CHANNEL, this.notifyChange);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    }
    if (!this.databaseUrl) throw new Error('DATABASE_URL is not set');
    const client = new pg.Client({ connectionString: this.databaseUrl });
    let isStopped = false;
    const stop = async () => {
      isStopped = true;
      await client.end().catch(() => {});
    };
    client.on('notification', (message) => {
      if (message.channel === USER_STATS_CHANNEL) this.notifyChange();
    });
    // The connection dropped (a database restart): listen again while anyone watches.
    const onLost = () => {
      if (isStopped) return;
      void stop();
      if (this.listeningToken === token) this.listening = null;
      this.scheduleReconnect();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    try {
      await client.connect();
      await client.query(`LISTEN ${USER_STATS_CHANNEL}`);
    } catch (error) {
      await stop();
      throw error;
    }
    this.reconnectDelay = 1000;
    return stop;
  }

  private scheduleReconnect() {
    if (this.isClosed || this.watchers.size === 0 || this.reconnectTimer) return;
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(delay * 2, MAX_RECONNECT_DELAY_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.watchers.size === 0) return;
      this.ensureListening().then(
        // Changes may have been missed while the connection was down.
        () => this.notifyChange(),
        (error: { code?: string }) => {
          // 3D000: the database is gone; nothing will come back, so end the streams.
          if (error.code === '3D000') {
            for (const watcher of this.watchers) watcher.end();
            this.watchers.clear();
            return;
          }
          console.error('[live-stats] cannot listen again:', String(error).slice(0, 2048));
          this.scheduleReconnect();
        },
      );
    }, delay);
    this.reconnectTimer.unref();
  }

  private async unlisten() {
    if (this.pushTimer) clearTimeout(this.pushTimer);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.pushTimer = null;
    this.reconnectTimer = null;
    const listening = this.listening;
    this.listening = null;
    const stop = await listening?.catch(() => null);
    await stop?.().catch((error) => reportError(error));
  }
}
