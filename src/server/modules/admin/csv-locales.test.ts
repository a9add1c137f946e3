// The admin CSV downloads opened as spreadsheets of other locales would open them: split on ',',
// ';' or a tab, honouring quotes or not. Visitors' text planted through the site's own forms
// must never start a cell with a formula character, however the line is split.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/app-harness';

const PASSWORD = 'csv-locale-test-password';
const ATTACKS = [
  "x;=cmd|' /C calc'!A0",
  'a,=1+1',
  'tab\t=2+2',
  'line\n@SUM(A1:A2)',
  'cr\r+HYPERLINK("http://x")',
  'q"=3+3',
  'sp; -4+4',
  '+44 20 7946 0000',
];
const EXPORTS = ['/api/admin/export-submissions', '/api/admin/export-all', '/api/admin/email-signups.csv'];

let t: TestApp;
let cookie = '';

beforeAll(async () => {
  t = await createTestApp({ env: { ADMIN_PASSWORD: PASSWORD } });
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: PASSWORD } });
  cookie = login.cookies.find((c) => c.name === 'bns_session')!.value;
  const post = async (url: string, payload: object, remoteAddress: string) => {
    const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  };
  for (const [i, attack] of ATTACKS.entries()) {
    const from = `198.51.100.${i + 1}`;
    await post('/api/contact', { name: attack, email: `x;=cmd${i}@evil.example`, subject: attack, message: attack }, from);
    await post('/api/email-signup', { email: `y;+SUM${i}@evil.example`, source: attack }, from);
    await post('/api/generate-names', { genre: 'rock', count: 1, influences: attack, vibe: attack }, from);
    await post('/api/user-feedback', { rating: 3, comment: attack }, from);
  }
});
afterAll(async () => {
  await t.close();
});

/** Cells as a spreadsheet splitting on `separator` sees them; `quotes` false is an import that
 * ignores quoting altogether (and so also splits quoted line breaks). */
function cells(text: string, separator: string, quotes: boolean): string[] {
  if (!quotes) return text.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  let atStart = true;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && atStart) {
      quoted = true;
      atStart = false;
    } else if (ch === separator || ch === '\n' || ch === '\r') {
      out.push(cell);
      cell = '';
      atStart = true;
    } else {
      cell += ch;
      atStart = false;
    }
  }
  out.push(cell);
  return out;
}

const isNumber = (cell: string) => /^-?\d+(\.\d+)?$/.test(cell);
const formulaCells = (all: string[]) => all.filter((c) => /^\s*[=+\-@]/.test(c) && !isNumber(c.trim()));

describe('admin CSV downloads in other locales', () => {
  for (const url of EXPORTS) {
    it(`${url} shows no formula when split on ',', ';' or a tab`, async () => {
      const res = await t.app.inject({ method: 'GET', url, cookies: { bns_session: cookie } });
      expect(res.statusCode).toBe(200);
      const body = res.body.replace(/^\ufeff/, '');
      // The planted text is there (neutralised), so the check below has something to find.
      expect(body).toContain("'=cmd");
      for (const separator of [',', ';', '\t']) {
        for (const quotes of [true, false]) {
          expect(formulaCells(cells(body, separator, quotes)), `${JSON.stringify(separator)} quotes=${quotes}`).toEqual([]);
        }
      }
    });
  }
});
