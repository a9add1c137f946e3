// The HTTP server's time limits on a real listening socket: requests whose headers or body do not
// arrive in time are answered 408 and closed, while idle keep-alive connections are left alone.
import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import net from 'node:net';
import { createTestApp, type TestApp } from './testing/app-harness';
import { connectionsCheckingInterval } from './app';

let t: TestApp | undefined;
const sockets: net.Socket[] = [];
const timers: NodeJS.Timeout[] = [];

afterEach(async () => {
  for (const timer of timers.splice(0)) clearInterval(timer);
  for (const socket of sockets.splice(0)) socket.destroy();
  await t?.close();
  t = undefined;
});

async function listening(env: Record<string, string> = {}): Promise<{ app: TestApp; port: number }> {
  t = await createTestApp({ env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { app: t, port: (t.app.server.address() as net.AddressInfo).port };
}

interface Outcome {
  response: string;
  /** Milliseconds from the first byte sent to the server closing the connection. */
  closedAfterMs: number;
}

/** Opens a connection, sends `first`, then (optionally) one more byte every `trickleMs`, and
 * resolves with what the server answered once it closes the connection. */
function slowRequest(port: number, first: string, trickleMs?: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    let response = '';
    let started = 0;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      started = performance.now();
      socket.write(first);
      if (trickleMs) {
        const timer = setInterval(() => {
          if (socket.writable) socket.write(' ');
        }, trickleMs);
        timers.push(timer);
        socket.once('close', () => clearInterval(timer));
      }
    });
    socket.on('data', (chunk: string) => (response += chunk));
    // The server may reset the connection while a trickled byte is in flight: what it answered
    // before that still counts.
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
    socket.on('close', () => resolve({ response, closedAfterMs: performance.now() - started }));
  });
}

/** How many of the pending slow requests have already been answered. */
async function outcomesSoFar(pending: Promise<Outcome>[]): Promise<number> {
  const settled = await Promise.all(pending.map((p) => Promise.race([p.then(() => 1), new Promise<number>((r) => setImmediate(() => r(0)))])));
  return settled.reduce((a, b) => a + b, 0);
}

const slowBody = (bytesPromised: number, sent: string) =>
  `POST /api/generate-names HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${bytesPromised}\r\n\r\n${sent}`;

describe('request time limits', () => {
  it('defaults to 30 s', async () => {
    const { app } = await listening();
    expect(app.config.requestTimeoutMs).toBe(30_000);
  });

  // The same rule as the 30 s default, on a limit of a few seconds so the test does not hold a
  // worker for half a minute; the bounds are generous so a busy machine does not fail it.
  it('answers 30 slow-body connections 408 at the limit and frees them, while serving others', async () => {
    const limit = 6000;
    const { app, port } = await listening({ REQUEST_TIMEOUT_MS: String(limit) });

    const pending = Array.from({ length: 30 }, (_, i) => {
      // A third trickle a byte every second, a third send nothing after the first bytes, a
      // third stall inside the headers.
      if (i % 3 === 0) return slowRequest(port, slowBody(1000, '{"genre":"'), 1000);
      if (i % 3 === 1) return slowRequest(port, slowBody(1000, '{"genre":"folk"'));
      return slowRequest(port, 'POST /api/generate-names HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: appl');
    });

    // While they are held the server still answers everyone else, well before they are cut.
    await new Promise((r) => setTimeout(r, 1000));
    // (A connection of its own, closed after the answer, so the count below is of the slow ones.)
    const status = await new Promise<number | undefined>((resolve, reject) =>
      http.get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => resolve(res.resume().statusCode)).on('error', reject),
    );
    expect(status).toBe(200);
    const stillHeld = outcomesSoFar(pending);
    expect(await stillHeld).toBe(0);

    const outcomes = await Promise.all(pending);
    for (const { response, closedAfterMs } of outcomes) {
      expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(response).toContain('Connection: close');
      expect(JSON.parse(response.split('\r\n\r\n')[1]!)).toEqual({ error: 'The request did not arrive in time', code: 'REQUEST_TIMEOUT' });
      // Not before the limit (the trickled bytes do not extend it), and at most a few seconds after.
      expect(closedAfterMs).toBeGreaterThanOrEqual(limit - 100);
      expect(closedAfterMs).toBeLessThan(limit + connectionsCheckingInterval(limit) + 5000);
    }
    const open = await new Promise<number>((resolve, reject) => app.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))));
    expect(open).toBe(0);
  });

  it('keeps an idle keep-alive connection open past the limit and serves its next request', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_MS: '1000' });
    const socket = net.connect(port, '127.0.0.1');
    sockets.push(socket);
    socket.setEncoding('utf8');
    let received = '';
    socket.on('data', (chunk: string) => (received += chunk));
    const answers = async (count: number) => {
      // Ends as soon as the answers are in; the bound (20 s) only catches one that never comes.
      for (let i = 0; i < 400 && (received.match(/HTTP\/1\.1 200 OK/g) ?? []).length < count; i++) await new Promise((r) => setTimeout(r, 50));
      return (received.match(/HTTP\/1\.1 200 OK/g) ?? []).length;
    };
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await answers(1)).toBe(1);
    // Idle for more than the request limit plus a sweep: not a request in progress, so not cut.
    await new Promise((r) => setTimeout(r, 1000 + 2 * connectionsCheckingInterval(1000)));
    expect(socket.destroyed).toBe(false);
    socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await answers(2)).toBe(2);
    expect(received).not.toContain('408');
  });

  it('applies a configured limit, counted from the first byte', async () => {
    const { port } = await listening({ REQUEST_TIMEOUT_MS: '1000' });
    const { response, closedAfterMs } = await slowRequest(port, slowBody(100, '{'), 200);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(950);
    // Cut by this limit, not the 30 s default; the margin is for a loaded machine, as above.
    expect(closedAfterMs).toBeLessThan(1000 + connectionsCheckingInterval(1000) + 5000);
  });
});
