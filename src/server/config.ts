// The only reader of process.env: every setting has a default that serves the embedded mode.
import { z } from 'zod';
import path from 'node:path';
import { FAIR_USE_DEFAULTS } from '../shared/catalog/limits';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A current OpenAI chat model with JSON mode and temperature control; its price is in engines/usage-log.ts. */
export const DEFAULT_TEXT_MODEL = 'gpt-4.1-mini';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().default('./data'),
  IMAGE_DIR: z.string().optional(),
  CLIENT_DIR: z.string().default('dist/client'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  TRUST_PROXY: bool,
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_TEXT_MODEL: z.string().optional(),
  /** The earlier name of OPENAI_TEXT_MODEL, still read. */
  OPENAI_MODEL: z.string().optional(),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
  OPENAI_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  RENDER_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_PRICE_MONTHLY: z.string().optional(),
  STRIPE_PRICE_LIFETIME: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Band Name Studio <hello@bandnamestudio.local>'),
  OWNER_EMAIL: z.string().default('owner@bandnamestudio.local'),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_INTERNAL_ADDRESSES: z.string().optional(),
  ANALYTICS_DISABLED: bool,
  FAIR_USE_NAMES_PER_DAY: z.coerce.number().int().min(1).default(FAIR_USE_DEFAULTS.namesPerDay),
  FAIR_USE_IMAGES_PER_DAY: z.coerce.number().int().min(1).default(FAIR_USE_DEFAULTS.imagesPerDay),
  FAIR_USE_TEXTS_PER_DAY: z.coerce.number().int().min(1).default(FAIR_USE_DEFAULTS.textsPerDay),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  /** Folder of the image store (default DATA_DIR/images). */
  imageDir: string;
  /** node-postgres connection string; absent means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  databasePoolSize: number;
  trustProxy: boolean;
  /** How long a request's headers and body may take to arrive before it is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string;
  openai: { apiKey?: string; baseUrl?: string; model: string; imageModel: string; timeoutMs: number; imageTimeoutMs: number };
  /** Worker threads rendering local covers; absent means the cores minus one, at least one. */
  renderWorkers?: number;
  stripe: {
    secretKey?: string;
    webhookSecret?: string;
    publishableKey?: string;
    priceMonthly?: string;
    priceLifetime?: string;
    host?: string;
    port?: number;
    protocol?: 'http' | 'https';
  };
  mail: { smtpUrl?: string; from: string; ownerEmail: string };
  adminPassword?: string;
  /** The admin dashboard's internal addresses (exact, or prefixes ending with '.' or ':'), left out
   * of real-user session counts; absent means the defaults of modules/admin/internal-addresses.ts. */
  adminInternalAddresses?: string[];
  analyticsDisabled: boolean;
  /** A premium user's daily caps (names, images, AI texts), counted per user, not per address. */
  fairUse: { namesPerDay: number; imagesPerDay: number; textsPerDay: number };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    dataDir: path.resolve(e.DATA_DIR),
    imageDir: path.resolve(e.IMAGE_DIR || path.join(e.DATA_DIR, 'images')),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    clientDir: path.resolve(e.CLIENT_DIR),
    openai: {
      apiKey: e.OPENAI_API_KEY || undefined,
      baseUrl: e.OPENAI_BASE_URL,
      model: e.OPENAI_TEXT_MODEL || e.OPENAI_MODEL || DEFAULT_TEXT_MODEL,
      imageModel: e.OPENAI_IMAGE_MODEL,
      timeoutMs: e.OPENAI_TIMEOUT_MS,
      imageTimeoutMs: e.OPENAI_IMAGE_TIMEOUT_MS,
    },
    renderWorkers: e.RENDER_WORKERS,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY || undefined,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY || undefined,
      priceMonthly: e.STRIPE_PRICE_MONTHLY || undefined,
      priceLifetime: e.STRIPE_PRICE_LIFETIME || undefined,
      host: e.STRIPE_API_HOST,
      port: e.STRIPE_API_PORT,
      protocol: e.STRIPE_API_PROTOCOL,
    },
    mail: { smtpUrl: e.SMTP_URL || undefined, from: e.MAIL_FROM, ownerEmail: e.OWNER_EMAIL },
    adminPassword: e.ADMIN_PASSWORD || undefined,
    adminInternalAddresses: e.ADMIN_INTERNAL_ADDRESSES?.trim()
      ? e.ADMIN_INTERNAL_ADDRESSES.split(',').map((a) => a.trim()).filter(Boolean)
      : undefined,
    analyticsDisabled: e.ANALYTICS_DISABLED,
    fairUse: { namesPerDay: e.FAIR_USE_NAMES_PER_DAY, imagesPerDay: e.FAIR_USE_IMAGES_PER_DAY, textsPerDay: e.FAIR_USE_TEXTS_PER_DAY },
  };
}

/** The PostgreSQL server the API tests run against when asked (TEST_DB_KIND=postgres); else PGlite. */
export function testDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return source.TEST_DB_KIND === 'postgres' ? source.TEST_DATABASE_URL || undefined : undefined;
}
