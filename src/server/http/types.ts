import type { Mailer } from '../adapters/mail';
import type { Auth } from '../auth/auth';
import type { UserRow } from '../auth/guards';
import type { Config } from '../config';
import type { Database } from '../db/client';

export interface Deps {
  config: Config;
  database: Database;
  auth: Auth;
  mailer: Mailer;
}

export type AppEnv = {
  Variables: {
    deps: Deps;
    user: UserRow | undefined;
    session: { id: string; token: string; impersonatedBy?: string | null } | undefined;
    sessionLoaded: boolean;
  };
};
