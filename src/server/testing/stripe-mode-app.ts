// The app in Stripe mode for API tests: the real Stripe SDK pointed at the loopback Stripe-shaped
// server, a data folder of its own (for the mail outbox), and a webhook signing secret.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './app-harness';
import { startStripeTestServer, type StripeTestServer } from './stripe-test-server';

export interface StripeModeApp {
  t: TestApp;
  fake: StripeTestServer;
  dataDir: string;
  close(): Promise<void>;
}

export async function createStripeModeApp(options: {
  webhookSecret: string;
  /** Prices the loopback server knows, by id, in cents. */
  prices?: Record<string, number>;
  env?: Record<string, string>;
}): Promise<StripeModeApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bns-stripe-'));
  const fake = await startStripeTestServer(options.prices);
  const t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://bands.example',
      STRIPE_SECRET_KEY: 'sk_test_loopback',
      STRIPE_WEBHOOK_SECRET: options.webhookSecret,
      STRIPE_API_HOST: fake.host,
      STRIPE_API_PORT: String(fake.port),
      STRIPE_API_PROTOCOL: 'http',
      ...options.env,
    },
  });
  return {
    t,
    fake,
    dataDir,
    close: async () => {
      await t.close();
      await fake.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
