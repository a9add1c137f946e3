// What services need from the running app: the database, the clock and the configuration.
// Routes hand it to services, so services never touch Fastify.
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';

export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
}

/** Who made a request, as services record it. */
export interface Requester {
  ipAddress: string;
  userAgent: string | null;
  userId: number | null;
}
