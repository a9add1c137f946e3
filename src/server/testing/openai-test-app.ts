// The app of the *-ai tests: its engines talk to the fake OpenAI-compatible server on loopback,
// which answers a 'slow' request after a minute, far past the app's 2 s time-out, so a test can
// tell a time-out from a slow answer with a bound however loaded the machine. The time-out is
// wide so that an ordinary answer is never cut on a loaded machine; only 'slow' meets it.
import type { AppDeps } from '../app';
import { createTestApp, type TestApp } from './app-harness';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai-server';

export interface OpenAiTestApp {
  t: TestApp;
  fake: FakeOpenAi;
  /** Closes the app, then the fake. */
  close(): Promise<void>;
}

/** env names the models (and any other setting) beside the key, address and time-out all share. */
export async function startOpenAiTestApp(env: Record<string, string>, deps: Omit<AppDeps, 'database' | 'clock'> = {}): Promise<OpenAiTestApp> {
  const fake = await startFakeOpenAi({ slowMs: 60_000 });
  const t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl, OPENAI_TIMEOUT_MS: '2000', ...env }, deps });
  return {
    t,
    fake,
    close: async () => {
      await t.close();
      await fake.close();
    },
  };
}
