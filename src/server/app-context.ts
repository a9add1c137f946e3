// What services need from the running app: the database, the clock, the source of random seeds, the
// mailer and the configuration.
// Routes hand it to services, so services never touch Fastify.
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { Clock } from './lib/clock';
import type { Mailer } from './lib/mail';
import type { SeedSource } from './lib/random';
import type { Engines } from './engines/index';
import type { ImageStore } from './lib/image-store';

export interface AppContext {
  config: AppConfig;
  database: Database;
  db: Db;
  clock: Clock;
  /** Fresh seeds for services' randomness: never Math.random or crypto directly, so tests are exact. */
  random: SeedSource;
  /** Sends e-mail: SMTP when configured, else the local outbox (lib/mail.ts). */
  mailer: Mailer;
  /** Text and art engines, local or AI as configured (engines/index.ts). */
  engines: Engines;
  /** Where picture bytes are kept (lib/image-store.ts). */
  images: ImageStore;
}

/** Who made a request, as services record it. */
export interface Requester {
  ipAddress: string;
  userAgent: string | null;
  userId: number | null;
}

/** The columns every recorded visitor action shares: who did it, and when by the app's clock. */
export function recordedBy(ctx: Pick<AppContext, 'clock'>, who: Requester) {
  return { ipAddress: who.ipAddress, userAgent: who.userAgent, userId: who.userId, createdAt: ctx.clock.now() };
}

/** A server module: an encapsulated Fastify plugin that registers its own routes, given the app
 * context and whatever else it needs (`Extra`) by app.ts. Hooks a module adds (a guard) apply to
 * its own routes only. */
export type AppModule<Extra extends object = object> = FastifyPluginAsync<{ ctx: AppContext } & Extra>;
