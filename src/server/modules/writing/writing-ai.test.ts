// The writing tools on the AI path, against an OpenAI-compatible server on loopback: answers are
// used and their cost logged under OPENAI_TEXT_MODEL; a failure, a time-out or a malformed answer
// falls back to the local writers, labelled as such.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import type { TestApp } from '@server/testing/app-harness';
import type { FakeOpenAi } from '@server/testing/fake-openai-server';
import { startOpenAiTestApp } from '@server/testing/openai-test-app';
import { buyPlan } from '@server/testing/premium-user';
import { apiUsageLogs } from '@server/db/schema/index';
import { BIO_FALLBACK_NOTE } from '@server/engines/text/openai-text-engine';

let t: TestApp;
let fake: FakeOpenAi;
let close: () => Promise<void>;
let cookie: string;

const AI_BIO = `**Formation Story**\n\nGlass Harbour formed in Leeds. ${'They write songs about the sea and the city. '.repeat(30)}`;

beforeAll(async () => {
  ({ t, fake, close } = await startOpenAiTestApp({ OPENAI_TEXT_MODEL: 'gpt-4.1-mini', OPENAI_IMAGE_MODEL: 'none' }, { engineSeed: 11 }));
  cookie = await buyPlan(t, 'lifetime', 'ai@example.com');
});
afterAll(() => close());
beforeEach(() => {
  fake.mode = 'normal';
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, cookies: { bns_session: cookie } });
const lastLog = async () => (await t.database.db.select().from(apiUsageLogs).orderBy(desc(apiUsageLogs.id)).limit(1))[0]!;
const lastPrompt = () => (fake.requests.at(-1)!.body as { messages: Array<{ content: string }> }).messages.map((m) => m.content).join('\n');
const bioForm = { bandName: 'Glass Harbour', genre: 'Indie', location: 'Leeds', members: [{ name: 'Ada', instrument: 'vocals' }], includeSections: ['Formation Story'], achievements: [] };
const booking = { recipientType: 'venue-booker', emailPurpose: 'booking-inquiry', bandName: 'Glass Harbour', recipientName: 'Sam', eventDate: '2027-03-12' };

describe('bio', () => {
  it('uses the AI answer, sends only the facts given, and logs tokens and cost under the configured model', async () => {
    fake.chatContent = () => ({ bio: AI_BIO });
    const res = await post('/api/premium/generate-band-bio', bioForm);
    expect(res.json()).toMatchObject({ bio: AI_BIO.trim(), isAIGenerated: true, note: null });
    const prompt = lastPrompt();
    expect(prompt).toContain('Based in: Leeds');
    expect(prompt).toContain('Include exactly these sections, in this order, each under its heading: Formation Story.');
    expect(prompt).toContain('Achievements: none given');
    expect(prompt).toMatch(/Never invent awards, chart positions/);
    expect(await lastLog()).toMatchObject({ apiType: 'text', endpoint: '/api/premium/generate-band-bio', model: 'gpt-4.1-mini', isSuccess: true });
  });

  for (const mode of ['error500', 'malformed', 'wrong-shape', 'slow'] as const) {
    it(`falls back to the local writer, labelled, when the AI answers ${mode}`, async () => {
      fake.mode = mode;
      fake.chatContent = () => ({ bio: AI_BIO });
      const started = Date.now();
      const res = await post('/api/premium/generate-band-bio', bioForm);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.isAIGenerated).toBe(false);
      expect(body.note).toContain(BIO_FALLBACK_NOTE);
      expect(body.bio).toContain('Glass Harbour');
      // Cut at the 2 s time-out, long before the slow answer (a minute) would have come; the
      // margin is for a loaded machine.
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await lastLog()).toMatchObject({ endpoint: '/api/premium/generate-band-bio', isSuccess: false });
    });
  }
});

describe('taglines', () => {
  it('keeps the AI taglines that fit (12 words at most, not shown before) and tops up locally', async () => {
    fake.chatContent = () => ({
      taglines: ['"Leeds harbour songs for late trains"', 'Leeds harbour songs for late trains', 'one two three four five six seven eight nine ten eleven twelve thirteen', 'Already shown line'],
    });
    const res = await post('/api/premium/generate-band-taglines', { config: bioForm, bio: AI_BIO, exclude: ['Already shown line'] });
    const body = res.json();
    expect(body.isAIGenerated).toBe(true);
    expect(body.taglines[0]).toBe('Leeds harbour songs for late trains');
    expect(body.taglines).toHaveLength(3);
    expect(new Set(body.taglines.map((x: string) => x.toLowerCase())).size).toBe(3);
    expect(body.taglines).not.toContain('Already shown line');
    expect(lastPrompt()).toContain('Do not repeat or paraphrase these: Already shown line');
  });
});

describe('e-mail', () => {
  it('uses the AI e-mail; one without a subject line gets the fallback subject', async () => {
    fake.chatContent = () => ({ email: 'Hi Sam,\n\nGlass Harbour would love to play on 12 March 2027.\n\nAda' });
    const res = await post('/api/generate-professional-email', booking);
    expect(res.json()).toMatchObject({ isAIGenerated: true, email: 'Subject: Music Industry Inquiry\n\nHi Sam,\n\nGlass Harbour would love to play on 12 March 2027.\n\nAda' });
  });

  it('sends a refinement with the e-mail and the request, and falls back to the local refinement on failure', async () => {
    fake.chatContent = () => ({ email: 'Subject: Booking: Glass Harbour\n\nHi Sam,\n\nShorter now.\n\nAda' });
    const original = 'Subject: Booking: Glass Harbour\n\nHi Sam,\n\nA long e-mail about our band and a date.\n\nAda';
    const ok = await post('/api/generate-professional-email', { ...booking, isRefinement: true, originalEmail: original, suggestedEdits: 'make it shorter' });
    expect(ok.json().isAIGenerated).toBe(true);
    expect(lastPrompt()).toContain('Requested changes: make it shorter');
    expect(lastPrompt()).toContain(original);
    fake.mode = 'error500';
    const fallback = await post('/api/generate-professional-email', { ...booking, isRefinement: true, originalEmail: original, suggestedEdits: 'make it shorter' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.json().isAIGenerated).toBe(false);
    expect(fallback.json().email).toMatch(/^Subject: /);
  });
});
