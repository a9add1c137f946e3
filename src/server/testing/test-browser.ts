// A browser for API tests: its own cookie jar (the session cookie the server sets is sent back on
// every request, and dropped when the server clears it), over app.inject.
import type { TestApp } from './app-harness';

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

export class TestBrowser {
  cookie: string | undefined;
  constructor(private readonly t: () => Pick<TestApp, 'app'>) {}

  async request(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Injected> {
    const res = await this.t().app.inject({ method, url, ...(payload ? { payload } : {}), ...(this.cookie ? { cookies: { bns_session: this.cookie } } : {}) });
    const set = res.cookies.find((c) => c.name === 'bns_session');
    if (set) this.cookie = set.value || undefined;
    return res;
  }

  /** Who the server says this browser is signed in as. */
  async me(): Promise<{ id: number; email: string | null; isPremium: boolean } | null> {
    return (await this.request('GET', '/api/auth/me')).json().user;
  }

  /** Opens a link the site e-mailed (its path on the site under test). */
  open(link: string): Promise<Injected> {
    const url = new URL(link);
    return this.request('GET', url.pathname + url.search);
  }
}
