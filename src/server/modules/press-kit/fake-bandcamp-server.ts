// A loopback stand-in for Bandcamp's album and track pages, for the tests and the browser test:
// the app reads `<BANDCAMP_BASE_URL>/<artist>/album/<slug>` for https://<artist>.bandcamp.com/album/<slug>.
// Each page is set by the test (the tags a real page carries, a status, a redirect, a hang); every
// request is recorded with its headers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePage {
  status?: number;
  /** The page's HTML (a 200 by default). */
  html?: string;
  /** A redirect's Location, sent with status 301 unless status says otherwise. */
  location?: string;
  /** Never answers (the app's time limit ends it). */
  hang?: boolean;
}

export interface FakeBandcamp {
  url: string;
  /** The settings that point the app at this fake. */
  env: Record<string, string>;
  /** Pages by the path the app asks for: '/glassharbour/album/tidewater'. */
  pages: Map<string, FakePage>;
  requests: { path: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

const escapeAttr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** An album or track page's head as Bandcamp writes it, with either tag or both, and a long body. */
export function bandcampPageHtml(tags: { ogVideo?: string; pageProperties?: Record<string, unknown> }): string {
  const meta = [
    '<meta property="og:title" content="Tidewater, by Glass Harbour">',
    tags.ogVideo ? `<meta property="og:video" content="${escapeAttr(tags.ogVideo)}">` : '',
    tags.pageProperties ? `<meta name="bc-page-properties" content="${escapeAttr(JSON.stringify(tags.pageProperties))}">` : '',
  ];
  return `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Tidewater | Glass Harbour</title>${meta.join('')}</head><body>${'<p>track list</p>'.repeat(2000)}</body></html>`;
}

export async function startFakeBandcamp(): Promise<FakeBandcamp> {
  const pages = new Map<string, FakePage>();
  const requests: FakeBandcamp['requests'] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ path, headers: req.headers });
    const page = pages.get(path);
    if (page?.hang) return;
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<!DOCTYPE html><title>Sorry, that something isn’t here.</title>');
      return;
    }
    if (page.location) {
      res.writeHead(page.status ?? 301, { location: page.location }).end();
      return;
    }
    res.writeHead(page.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: { BANDCAMP_BASE_URL: url },
    pages,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
