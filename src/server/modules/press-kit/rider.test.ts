// The technical rider through the real app: its own section on the page (line-up table, backline,
// the drawn stage plot, hospitality), and its own PDF of exactly one page on A4 and Letter, even
// with every field at its longest; visitors download it from the published page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESS_KIT_LIMITS as L, STAGE_PLOT_COLUMNS, STAGE_PLOT_ROWS, type PressKitContentInput } from '@shared/contracts/press-kit';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';
import { ORDINARY_KIT, sentences } from './press-kit-fixtures';
import { channelList } from './rider';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://bands.example' } });
}, 180_000);
afterAll(async () => {
  await t.close();
});

async function pdfText(bytes: Buffer): Promise<{ pages: number; text: string }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, isEvalSupported: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: text.replace(/\s+/g, ' ') };
}

const RIDER: PressKitContentInput['rider'] = {
  setLength: '45 minutes',
  lineup: [
    { name: 'Ada Quill', instrument: 'guitar, vocals', inputs: 'amp mic, vocal mic' },
    { name: 'Ben Marsh', instrument: 'drums', inputs: '6 × drum mics' },
    { name: 'Cy Reed', instrument: 'keys', inputs: '2 × DI' },
  ],
  backlineNeeded: 'Bass amp (Ampeg or similar)\nDrum kit shell pack with hardware',
  backlineBrought: 'Guitar amp, cymbals, keyboard stand',
  hospitality: 'Four hot meals, one vegan. Water on stage.',
  plot: [
    { label: 'Drums', column: 2, row: 0 },
    { label: 'Keys', column: 0, row: 1 },
    { label: 'Ada (vox)', column: 2, row: 2 },
  ],
};

describe('the technical rider', () => {
  it('numbers the desk channels from the line-up inputs', () => {
    const channels = channelList({ ...RIDER, lineup: RIDER.lineup!.map((r) => ({ instrument: '', inputs: '', ...r })) } as never);
    expect(channels).toHaveLength(10);
    expect(channels[0]).toEqual({ channel: 1, who: 'Ada Quill (guitar, vocals)', input: 'amp mic' });
    expect(channels[9]).toEqual({ channel: 10, who: 'Cy Reed (keys)', input: 'DI' });
  });

  it('is a section of the page and a one-page PDF, for the owner and for visitors', async () => {
    const cookies = { bns_session: await buyPlan(t, 'lifetime', 'rider@example.com') };
    expect((await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: { ...ORDINARY_KIT, rider: RIDER } }, cookies })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/publish', payload: { slug: 'glass-harbour-rider' }, cookies })).statusCode).toBe(200);

    const page = await t.app.inject({ method: 'GET', url: '/b/glass-harbour-rider' });
    expect(page.body).toContain('<h2 id="rider">Technical rider</h2>');
    expect(page.body).toContain('<tr><td>Ben Marsh</td><td>drums</td><td>6 × drum mics</td></tr>');
    expect(page.body).toContain('Bass amp (Ampeg or similar)<br>Drum kit shell pack with hardware');
    expect(page.body).toContain('<li style="grid-column:3;grid-row:1">Drums</li>');
    expect(page.body).toContain('href="/b/glass-harbour-rider/rider.pdf?paper=a4" download>Technical rider (PDF)</a>');

    for (const paper of ['a4', 'letter'] as const) {
      const own = await t.app.inject({ method: 'GET', url: `/api/premium/press-kit/rider.pdf?paper=${paper}`, cookies });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-disposition']).toBe(`attachment; filename="Glass_Harbour-rider-${paper}.pdf"`);
      const { pages, text } = await pdfText(own.rawPayload);
      expect(pages).toBe(1);
      for (const phrase of ['Technical rider', 'Set length: 45 minutes', '10. DI — Cy Reed (keys)', 'Needed from the venue', 'Brought by the band', 'AUDIENCE', 'Drums', 'Four hot meals, one vegan.', 'https://bands.example/b/glass-harbour-rider']) {
        expect(text).toContain(phrase);
      }
    }
    const visitor = await t.app.inject({ method: 'GET', url: '/b/glass-harbour-rider/rider.pdf?paper=letter' });
    expect(visitor.statusCode).toBe(200);
    expect((await pdfText(visitor.rawPayload)).pages).toBe(1);
    const sheet = await t.app.inject({ method: 'GET', url: '/b/glass-harbour-rider/one-sheet.pdf?paper=a4' });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
  });

  it('stays one page with every field at its longest', async () => {
    const cookies = { bns_session: await buyPlan(t, 'lifetime', 'rider-longest@example.com') };
    const word = (n: number, w: string) => `${w} `.repeat(n).slice(0, n).trim().padEnd(n, 'x');
    const longest: PressKitContentInput['rider'] = {
      setLength: word(L.setLengthMax, 'minutes'),
      lineup: Array.from({ length: L.membersMax }, (_, i) => ({ name: word(L.memberFieldMax, `Player${i}`), instrument: word(L.memberFieldMax, 'instrument'), inputs: `16 × ${word(L.riderInputsMax - 5, 'mic')}` })),
      backlineNeeded: sentences(L.riderTextMax, 'needed'),
      backlineBrought: sentences(L.riderTextMax, 'brought'),
      hospitality: sentences(L.riderTextMax, 'hospitality'),
      plot: Array.from({ length: STAGE_PLOT_COLUMNS * STAGE_PLOT_ROWS }, (_, i) => ({ label: word(L.plotLabelMax, 'Label'), column: i % STAGE_PLOT_COLUMNS, row: Math.floor(i / STAGE_PLOT_COLUMNS) })),
    };
    expect((await t.app.inject({ method: 'PUT', url: '/api/premium/press-kit', payload: { content: { ...ORDINARY_KIT, rider: longest } }, cookies })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/premium/press-kit/publish', payload: { slug: 'longest-rider' }, cookies });
    for (const paper of ['a4', 'letter'] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/premium/press-kit/rider.pdf?paper=${paper}`, cookies });
      expect(res.statusCode).toBe(200);
      expect((await pdfText(res.rawPayload)).pages).toBe(1);
    }
  });
});
