// The only reader of process.env: every setting has a default that serves the embedded mode.
import { z } from 'zod';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { FAIR_USE_DEFAULTS, TAKEN_CHECK } from '../shared/catalog/limits';
import { compileTrust, type TrustProxy } from './lib/client-address';

/** The shortest ADMIN_PASSWORD the server starts with. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

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
  LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
  METRICS_TOKEN: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= 16, 'METRICS_TOKEN must be at least 16 characters long'),
  DATA_DIR: z.string().default('./data'),
  IMAGE_DIR: z.string().optional(),
  IMAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  ADDRESS_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(30),
  S3_ENDPOINT: z.string().url().optional().or(z.literal('')),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).optional(),
  CLIENT_DIR: z.string().default('dist/client'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  TRUST_PROXY: z.string().optional(),
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
  // A short password falls to guessing even through the login's rate limits: refuse to start.
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .refine((v) => !v || v.length >= ADMIN_PASSWORD_MIN_LENGTH, `ADMIN_PASSWORD must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters long`),
  ADMIN_INTERNAL_ADDRESSES: z.string().optional(),
  ANALYTICS_DISABLED: bool,
  ONLINE_CHECKS: bool,
  /** The older name of ONLINE_CHECKS, from when MusicBrainz was the only service asked. */
  MUSICBRAINZ_ENABLED: bool,
  MUSICBRAINZ_USER_AGENT: z.string().optional(),
  MUSICBRAINZ_BASE_URL: z.string().url().default('https://musicbrainz.org'),
  ITUNES_BASE_URL: z.string().url().default('https://itunes.apple.com'),
  DEEZER_BASE_URL: z.string().url().default('https://api.deezer.com'),
  RDAP_BOOTSTRAP_URL: z.string().url().default('https://data.iana.org/rdap/dns.json'),
  RDAP_BASE_URL: z.string().url().optional().or(z.literal('')),
  BANDCAMP_BASE_URL: z.string().url().optional().or(z.literal('')),
  ONLINE_CHECKS_PER_DAY: z.coerce.number().int().min(0).default(10),
  ONLINE_CHECK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(TAKEN_CHECK.sourceTimeoutMs),
  FAIR_USE_ONLINE_CHECKS_PER_DAY: z.coerce.number().int().min(1).default(100),
  FAIR_USE_NAMES_PER_DAY: z.coerce.number().int().min(1).default(FAIR_USE_DEFAULTS.namesPerDay),
  FAIR_USE_IMAGES_PER_DAY: z.coerce.number().int().min(1).default(FAIR_USE_DEFAULTS.imagesPerDay),
  FAIR_USE_TEXTS_PER_DAY: z.coerce.number().int().min(1).default(FAIR_USE_DEFAULTS.textsPerDay),
});

export type Env = z.infer<typeof envSchema>;

/** Every setting the server reads (.env.example and the README's table list the same). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

/** An S3-compatible bucket holding the pictures instead of IMAGE_DIR. */
export interface S3Settings {
  /** Absent means AWS S3 itself (the region's endpoint). */
  endpoint?: string;
  bucket: string;
  region: string;
  /** The access key; absent means the AWS SDK's default chain (AWS_* variables, a profile, the
   * instance's or container's role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: what most
   * S3-compatible servers expect. */
  forcePathStyle: boolean;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  /** JSON lines for machines (the default), or readable lines for a person (pino-pretty). */
  logFormat: Env['LOG_FORMAT'];
  /** The bearer token of GET /api/metrics; absent means no metrics are served. */
  metricsToken?: string;
  dataDir: string;
  /** Folder of the image store (default DATA_DIR/images), used when no bucket is configured. */
  imageDir: string;
  /** The bucket of the image store, when S3_BUCKET is set. */
  s3?: S3Settings;
  /** Free covers (pictures without an owner) are removed this many days after they were made. */
  imageRetentionDays: number;
  /** Days a visitor's network address is kept before the scheduled clean-up blanks it. */
  addressRetentionDays: number;
  /** node-postgres connection string; absent means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  databasePoolSize: number;
  /** The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (see lib/client-address.ts). */
  trustProxy: TrustProxy;
  /** How long a request's headers and body may take to arrive before it is answered 408 and closed. */
  requestTimeoutMs: number;
  /** Where the built client lives; absent in API-only tests. */
  clientDir?: string;
  openai: { apiKey?: string; baseUrl?: string; model: string; imageModel: string; timeoutMs: number; imageTimeoutMs: number };
  /** Worker processes rendering local covers; absent means the cores minus one, at least one. */
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
  /** "Is it taken?" also asks outside services (MusicBrainz, iTunes, Deezer, RDAP) about a name a
   * visitor typed and pressed Check for; never about generated names one by one. */
  onlineChecks: OnlineChecksConfig;
  /** A premium user's daily caps (names, images, AI texts), counted per user, not per address. */
  fairUse: { namesPerDay: number; imagesPerDay: number; textsPerDay: number };
}

export interface OnlineChecksConfig {
  enabled: boolean;
  userAgent: string;
  musicbrainzBaseUrl: string;
  itunesBaseUrl: string;
  deezerBaseUrl: string;
  /** Where the weekly refresh fetches IANA's RDAP bootstrap file. */
  rdapBootstrapUrl: string;
  /** When set, every RDAP query goes to this base instead of the one the bootstrap file names. */
  rdapBaseUrl?: string;
  /** When set, the press kit reads Bandcamp pages from `<base>/<artist>/album/<slug>` instead of
   * https://<artist>.bandcamp.com/album/<slug> (the tests' loopback fake). Configuration only:
   * a band's link decides nothing but the artist and the path, both checked first. */
  bandcampBaseUrl?: string;
  /** Online checks a free visitor's address gets a UTC day; a premium user's fair-use cap. */
  freePerDay: number;
  premiumPerDay: number;
  /** The time each source gets in one check, waiting for its turn included. */
  sourceTimeoutMs: number;
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
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN || undefined,
    dataDir: path.resolve(e.DATA_DIR),
    imageDir: path.resolve(e.IMAGE_DIR || path.join(e.DATA_DIR, 'images')),
    s3: s3Settings(e),
    imageRetentionDays: e.IMAGE_RETENTION_DAYS,
    addressRetentionDays: e.ADDRESS_RETENTION_DAYS,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    trustProxy: trustProxySetting(e.TRUST_PROXY),
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
    onlineChecks: {
      enabled: e.ONLINE_CHECKS || e.MUSICBRAINZ_ENABLED,
      // MusicBrainz asks every client to name itself and a way to reach its operator.
      userAgent: e.MUSICBRAINZ_USER_AGENT?.trim() || `BandNameStudio/0.1 ( ${e.PUBLIC_URL ?? e.OWNER_EMAIL} )`,
      musicbrainzBaseUrl: e.MUSICBRAINZ_BASE_URL.replace(/\/$/, ''),
      itunesBaseUrl: e.ITUNES_BASE_URL.replace(/\/$/, ''),
      deezerBaseUrl: e.DEEZER_BASE_URL.replace(/\/$/, ''),
      rdapBootstrapUrl: e.RDAP_BOOTSTRAP_URL,
      // RDAP bases end with a slash (RFC 9224): '{base}domain/{name}'.
      rdapBaseUrl: e.RDAP_BASE_URL ? e.RDAP_BASE_URL.replace(/\/?$/, '/') : undefined,
      bandcampBaseUrl: e.BANDCAMP_BASE_URL ? e.BANDCAMP_BASE_URL.replace(/\/$/, '') : undefined,
      freePerDay: e.ONLINE_CHECKS_PER_DAY,
      sourceTimeoutMs: e.ONLINE_CHECK_TIMEOUT_MS,
      premiumPerDay: e.FAIR_USE_ONLINE_CHECKS_PER_DAY,
    },
    fairUse: { namesPerDay: e.FAIR_USE_NAMES_PER_DAY, imagesPerDay: e.FAIR_USE_IMAGES_PER_DAY, textsPerDay: e.FAIR_USE_TEXTS_PER_DAY },
  };
}

/** TRUST_PROXY: empty or false for none; a hop count; or a comma-separated list of the proxies'
 * addresses and CIDR ranges (proxy-addr's notation, with loopback, linklocal and uniquelocal).
 * `true` keeps its old meaning, one hop from anyone, and the app warns about it at start-up. */
function trustProxySetting(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (['', 'false', 'no', '0'].includes(text)) return false;
  if (text === 'true' || text === 'yes') return { hops: 1, fromTrue: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error(`Invalid configuration: TRUST_PROXY: ${hops} hops is more proxies than any real chain has; give at most 20, or the proxies' addresses`);
    return { hops };
  }
  const proxies = text.split(',').map((p) => p.trim()).filter(Boolean);
  for (const proxy of proxies) {
    try {
      compileTrust({ proxies: [proxy] });
    } catch {
      throw new Error(`Invalid configuration: TRUST_PROXY: '${proxy}' is not an address, a CIDR range (10.0.0.0/8, fd00::/8) or one of loopback, linklocal, uniquelocal`);
    }
  }
  return { proxies };
}

/** The bucket settings, or undefined for the folder store. Half a configuration is refused at
 * start with what is missing, rather than failing on the first cover. */
function s3Settings(e: Env): S3Settings | undefined {
  const endpoint = e.S3_ENDPOINT || undefined;
  const bucket = e.S3_BUCKET?.trim() || undefined;
  const accessKeyId = e.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY || undefined;
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => e[name]);
    if (stray.length) throw new Error(`Invalid configuration: ${stray.join(', ')} set without S3_BUCKET; set S3_BUCKET to use a bucket, or remove them to keep images in IMAGE_DIR`);
    return undefined;
  }
  // Both keys, or neither (the SDK's default chain then finds the credentials); one alone is a mistake.
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const [given, missing] = accessKeyId ? ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] : ['S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID'];
    throw new Error(`Invalid configuration: ${given} is set but ${missing} is missing; set both, or neither to use the AWS SDK's default credentials`);
  }
  const pathStyle = e.S3_FORCE_PATH_STYLE;
  return {
    endpoint,
    bucket,
    region: e.S3_REGION,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: pathStyle ? ['true', '1', 'yes'].includes(pathStyle) : Boolean(endpoint),
  };
}

/** Reads a .env file (KEY=value lines) into the environment when there is one. A variable already
 * set in the environment keeps its value: the file holds defaults for the machine, the
 * environment overrides them for one run. */
export function loadEnvFile(file = path.resolve('.env')): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/** The PostgreSQL server the API tests run against when asked (TEST_DB_KIND=postgres); else PGlite. */
export function testDatabaseUrl(source: NodeJS.ProcessEnv = process.env): string | undefined {
  return source.TEST_DB_KIND === 'postgres' ? source.TEST_DATABASE_URL || undefined : undefined;
}
