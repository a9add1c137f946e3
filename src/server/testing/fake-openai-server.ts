// A small OpenAI-compatible server on loopback for tests: /v1/chat/completions answers with
// whatever the test's current mode says (normal JSON, slow, 500, malformed, or prompt headers
// followed by a body trickled a byte at a time), and /v1/images/generations answers with a base64
// PNG or fails the same ways.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'normal' | 'slow' | 'trickle' | 'error500' | 'malformed' | 'wrong-shape';

export interface FakeOpenAi {
  baseUrl: string;
  mode: FakeMode;
  /** The images endpoint's own mode; when unset it follows `mode`. */
  imageMode?: FakeMode;
  /** The JSON object the chat endpoint returns as the message content in normal mode. */
  chatContent: (body: ChatBody) => unknown;
  /** Base64 PNG the images endpoint returns in normal mode. */
  imageB64: string;
  requests: { path: string; body: unknown }[];
  close(): Promise<void>;
}

interface ChatBody {
  model: string;
  messages: { role: string; content: string }[];
}

export async function startFakeOpenAi(options: { slowMs?: number; trickleMs?: number } = {}): Promise<FakeOpenAi> {
  const slowMs = options.slowMs ?? 2000;
  const trickleMs = options.trickleMs ?? 100;
  const fake: Omit<FakeOpenAi, 'baseUrl' | 'close'> = {
    mode: 'normal',
    chatContent: () => ({}),
    imageB64: '',
    requests: [],
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = raw ? JSON.parse(raw) : {};
      fake.requests.push({ path: req.url ?? '', body });
      const mode = (req.url?.startsWith('/v1/images') ? fake.imageMode : undefined) ?? fake.mode;
      const send = (status: number, payload: unknown) => {
        if (res.destroyed) return;
        const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
        if (mode !== 'trickle') {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(text);
          return;
        }
        // The headers at once, then one byte of the body per tick: far slower than any time limit.
        const bytes = Buffer.from(text);
        res.writeHead(status, { 'content-type': 'application/json', 'content-length': bytes.length });
        res.flushHeaders();
        let sent = 0;
        const timer = setInterval(() => {
          if (res.destroyed || sent >= bytes.length) {
            clearInterval(timer);
            if (!res.destroyed) res.end();
            return;
          }
          res.write(bytes.subarray(sent, ++sent));
        }, trickleMs);
        res.on('close', () => clearInterval(timer));
      };
      if (mode === 'error500') return send(500, { error: { message: 'upstream exploded', type: 'server_error' } });
      const answer = () => {
        if (req.url?.startsWith('/v1/images')) {
          if (mode === 'malformed' || mode === 'wrong-shape') return send(200, { data: [{ nothing: true }] });
          return send(200, { created: 1, data: [{ b64_json: fake.imageB64 }], usage: { input_tokens: 50, output_tokens: 4000, total_tokens: 4050 } });
        }
        const content = mode === 'malformed' ? '{"names": [ this is not json' : mode === 'wrong-shape' ? JSON.stringify({ nope: 1 }) : JSON.stringify(fake.chatContent(body as ChatBody));
        send(200, {
          id: 'chatcmpl-test',
          object: 'chat.completion',
          created: 1,
          model: (body as ChatBody).model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
        });
      };
      if (mode === 'slow') {
        // The caller gives up first; its hang-up clears the pending answer.
        const timer = setTimeout(answer, slowMs);
        res.on('close', () => clearTimeout(timer));
      } else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
