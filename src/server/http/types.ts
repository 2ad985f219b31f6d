import type { Mailer } from '../adapters/mail';
import type { Auth } from '../auth/auth';
import type { UserRow } from '../auth/guards';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { LiveStatsHub } from '../features/stats/live-hub';

export interface Deps {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
  /** Live admin statistics: one hub per server, listening while anyone watches. */
  liveStats: LiveStatsHub;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: UserRow | undefined;
    session: { id: string; token: string; impersonatedBy?: string | null } | undefined;
    sessionLoaded: boolean;
  };
};
