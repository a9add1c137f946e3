// Builds the real app on a throwaway database for API tests (app.inject, no network).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { Database } from '../db/client';
import { fixedClock } from '../lib/clock';
import { seededSeeds } from '../lib/random';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  clock: ReturnType<typeof fixedClock>;
  close(): Promise<void>;
}

export const TEST_NOW = '2026-03-14T12:00:00.000Z';
/** Start of the seed sequence every test app draws from, so a test's covers and names are exact. */
export const TEST_SEED = 20260314;

export async function createTestApp(
  options: { env?: Record<string, string>; config?: Partial<AppConfig>; deps?: Omit<AppDeps, 'database' | 'clock'> } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const clock = fixedClock(TEST_NOW);
  // Pictures go to a folder of this app's own, removed on close.
  const imageDir = await mkdtemp(path.join(os.tmpdir(), 'bns-test-images-'));
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent-test-data', ...options.env }),
    clientDir: undefined,
    imageDir,
    ...options.config,
  };
  const app = await buildApp(config, { random: seededSeeds(TEST_SEED), ...options.deps, database, clock });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await rm(imageDir, { recursive: true, force: true });
    },
  };
}
