// Headings in the bio are headings on the page and in the one-sheet, and paragraphs stay apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { bioBlocks } from './bio-blocks';
import { ORDINARY_KIT } from './press-kit-fixtures';

const BIO = [
  '**Formation Story**',
  'Glass Harbour formed in Bristol in 2019. **Ada Quill** met Ben Marsh at an open mic.',
  '',
  '## Sound',
  'Slow builds into walls of sound.',
  '',
  'They record live, to tape.',
].join('\n');

describe('bio headings', () => {
  it('reads headings of the writer’s and of people’s kinds, and paragraphs', () => {
    expect(bioBlocks(BIO)).toEqual([
      { kind: 'heading', text: 'Formation Story' },
      { kind: 'paragraph', text: 'Glass Harbour formed in Bristol in 2019. **Ada Quill** met Ben Marsh at an open mic.' },
      { kind: 'heading', text: 'Sound' },
      { kind: 'paragraph', text: 'Slow builds into walls of sound.' },
      { kind: 'paragraph', text: 'They record live, to tape.' },
    ]);
  });

  describe('through the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ env: { PUBLIC_URL: 'https://bands.example' } });
    }, 180_000);
    afterAll(async () => {
      await t.close();
    });

    it('are headings on the page and their own lines in the one-sheet', async () => {
      const cookies = { bns_session: await buyPlan(t, 'lifetime', 'headings@example.com') };
      await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: { ...ORDINARY_KIT, bioLong: BIO, bioShort: '' } }, cookies });
      await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/publish', payload: { slug: 'headings' }, cookies });
      const page = (await t.app.inject({ method: 'GET', url: '/b/headings' })).body;
      expect(page).toContain(
        '<h3>Formation Story</h3>\n<p>Glass Harbour formed in Bristol in 2019. <strong>Ada Quill</strong> met Ben Marsh at an open mic.</p>\n<h3>Sound</h3>\n<p>Slow builds into walls of sound.</p>\n<p>They record live, to tape.</p>',
      );

      const pdf = (await t.app.inject({ method: 'GET', url: '/api/premium/press-kit/one-sheet.pdf?paper=a4', cookies })).rawPayload;
      const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0, isEvalSupported: false }).promise;
      const items = (await (await doc.getPage(1)).getTextContent()).items.flatMap((i) => ('str' in i && i.str.trim() ? [{ text: i.str, font: i.fontName, y: i.transform[5] as number }] : []));
      await doc.destroy();
      const heading = items.find((i) => i.text === 'Formation Story');
      const body = items.find((i) => i.text.startsWith('Glass Harbour formed'));
      expect(heading).toBeDefined();
      expect(body).toBeDefined();
      // Its own line, above the paragraph, in another face (bold), and no '**' printed.
      expect(heading!.y).toBeGreaterThan(body!.y);
      expect(heading!.font).not.toBe(body!.font);
      expect(items.some((i) => i.text.includes('**'))).toBe(false);
      expect(items.find((i) => i.text === 'Sound')).toBeDefined();
    });
  });
});
