// What services need from the running app: the database, the clock, the mailer and the configuration.
// Routes hand it to services, so services never touch Fastify.
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mail';
import type { Engines } from './engines/index';

export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  /** Sends e-mail: SMTP when configured, else the local outbox (lib/mail.ts). */
  mailer: Mailer;
  /** Text and art engines, local or AI as configured (engines/index.ts). */
  engines: Engines;
}

/** Who made a request, as services record it. */
export interface Requester {
  ipAddress: string;
  userAgent: string | null;
  userId: number | null;
}
