// A small Stripe-shaped HTTP server for tests (no usable Stripe mock exists on npm): the official
// SDK talks to it on loopback. It implements the calls the site makes, keeps what it was sent,
// and lets a test 'pay' a session or change a subscription as Stripe would.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface FakeSession extends Json {
  id: string;
  object: 'checkout.session';
  mode: 'payment' | 'subscription';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string;
  customer: string | null;
  subscription: string | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  created: number;
}

export interface FakeSubscription extends Json {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  items: { object: 'list'; data: Array<{ id: string; current_period_end: number }> };
}

export interface StripeTestServer {
  host: string;
  port: number;
  /** Every request received: method, path and the decoded form body. */
  requests: Array<{ method: string; path: string; body: Json }>;
  sessions: Map<string, FakeSession>;
  subscriptions: Map<string, FakeSubscription>;
  /** Completes a session as a paid checkout; creates the customer (unless the session was made
   * for one) and, in subscription mode, the subscription. */
  pay(sessionId: string, opts: { email: string; now: number; periodEnd?: number }): FakeSession;
  setSubscription(id: string, patch: { status?: string; periodEnd?: number }): FakeSubscription;
  /** While set, every request is answered with this status and an api_error (Stripe having a bad day). */
  failWith?: number;
  close(): Promise<void>;
}

/** Decodes Stripe's form encoding (a[b][0][c]=1) into nested objects and arrays. */
export function decodeStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

export async function startStripeTestServer(prices: Record<string, number> = {}): Promise<StripeTestServer> {
  const requests: StripeTestServer['requests'] = [];
  const sessions = new Map<string, FakeSession>();
  const subscriptions = new Map<string, FakeSubscription>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_fake${String(++counter).padStart(6, '0')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${counter}` });
    res.end(JSON.stringify(body));
  };
  const missing = (res: ServerResponse, what: string) =>
    send(res, 404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://stripe.test');
    const body = req.method === 'POST' ? decodeStripeForm(raw) : {};
    requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
    if (fake.failWith) return send(res, fake.failWith, { error: { type: 'api_error', message: 'Stripe is having a bad day' } });
    let m: RegExpExecArray | null;

    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const items = (body.line_items as Array<{ price?: string; price_data?: { unit_amount?: string } }>) ?? [];
      const amount = items.reduce((sum, item) => sum + (item.price ? (prices[item.price] ?? 0) : Number(item.price_data?.unit_amount ?? 0)), 0);
      const id = nextId('cs');
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        mode: body.mode === 'subscription' ? 'subscription' : 'payment',
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        // A session for a given customer keeps it; otherwise paying creates a new customer.
        customer: typeof body.customer === 'string' ? body.customer : null,
        subscription: null,
        customer_email: (body.customer_email as string) ?? null,
        customer_details: null,
        amount_total: amount,
        currency: 'usd',
        metadata: (body.metadata as Record<string, string>) ?? {},
        success_url: String(body.success_url ?? ''),
        cancel_url: String(body.cancel_url ?? ''),
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(id, session);
      return send(res, 200, session);
    }
    if (req.method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname))) {
      const session = sessions.get(decodeURIComponent(m[1]!));
      return session ? send(res, 200, session) : missing(res, 'checkout.session');
    }
    if (req.method === 'GET' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
      const sub = subscriptions.get(decodeURIComponent(m[1]!));
      return sub ? send(res, 200, sub) : missing(res, 'subscription');
    }
    if (req.method === 'DELETE' && (m = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname))) {
      const sub = subscriptions.get(decodeURIComponent(m[1]!));
      if (!sub) return missing(res, 'subscription');
      sub.status = 'canceled';
      return send(res, 200, sub);
    }
    if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return send(res, 200, { id, object: 'billing_portal.session', customer: body.customer, return_url: body.return_url, url: `https://billing.stripe.test/p/session/${id}` });
    }
    return send(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;

  const fake: StripeTestServer = {
    host: '127.0.0.1',
    port,
    requests,
    sessions,
    subscriptions,
    pay(sessionId, { email, now, periodEnd }) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const customer = session.customer ?? nextId('cus');
      session.status = 'complete';
      session.payment_status = 'paid';
      session.customer = customer;
      session.customer_details = { email };
      if (session.mode === 'subscription') {
        const sub: FakeSubscription = {
          id: nextId('sub'),
          object: 'subscription',
          customer,
          status: 'active',
          items: { object: 'list', data: [{ id: nextId('si'), current_period_end: periodEnd ?? now + 30 * 86400 }] },
        };
        subscriptions.set(sub.id, sub);
        session.subscription = sub.id;
      }
      return session;
    },
    setSubscription(id, patch) {
      const sub = subscriptions.get(id);
      if (!sub) throw new Error(`no subscription ${id}`);
      if (patch.status) sub.status = patch.status;
      if (patch.periodEnd) sub.items.data[0]!.current_period_end = patch.periodEnd;
      return sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
