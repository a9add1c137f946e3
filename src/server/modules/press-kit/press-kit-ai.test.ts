// The Short bio with an OpenAI-compatible endpoint (the loopback fake): the answer is used when it
// is within 60-100 words and no longer than its source; the prompt carries the no-invention rule
// and the facts to keep; on a failure, a malformed answer or one of the wrong length the local
// extractive writer serves the request, and the result says it is not AI-written.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '@server/testing/app-harness';
import type { FakeOpenAi } from '@server/testing/fake-openai-server';
import { startOpenAiTestApp } from '@server/testing/openai-test-app';
import { buyPlan } from '@server/testing/premium-user';
import { longBio } from './press-kit-fixtures';

let t: TestApp;
let fake: FakeOpenAi;
let close: () => Promise<void>;
let cookie: string;

beforeAll(async () => {
  ({ t, fake, close } = await startOpenAiTestApp({ OPENAI_TEXT_MODEL: 'gpt-4.1-mini', OPENAI_IMAGE_MODEL: 'none' }));
  cookie = await buyPlan(t, 'lifetime', 'short-ai@example.com');
});
afterAll(() => close());
beforeEach(() => {
  fake.mode = 'normal';
});

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const shorten = (bio: string) =>
  t.app.inject({ method: 'POST', url: '/api/premium/press-kit/short-bio', payload: { bio, bandName: 'Glass Harbour', genre: 'post-rock', location: 'Bristol' }, cookies: { bns_session: cookie } });
const AI_SHORT = `Glass Harbour is a post-rock band from Bristol. ${'They build slow songs into walls of sound and back again. '.repeat(7)}`.trim();

describe('the Short bio from the AI writer', () => {
  it('uses an answer of the Short length, asked for with the facts and the no-invention rule', async () => {
    fake.chatContent = () => ({ bio: AI_SHORT });
    const res = await shorten(longBio());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ bio: AI_SHORT, isAIGenerated: true });
    const prompt = (fake.requests.at(-1)!.body as { messages: Array<{ content: string }> }).messages.map((m) => m.content).join('\n');
    expect(prompt).toMatch(/Never invent awards, chart positions/);
    expect(prompt).toContain('Band name: Glass Harbour');
    expect(prompt).toContain('Length: 60 to 100 words, and never longer than the bio itself.');
    expect(prompt).toContain(longBio().slice(0, 200));
  });

  const cases: Array<[string, () => void]> = [
    ['an error', () => void (fake.mode = 'error500')],
    ['a malformed answer', () => void (fake.mode = 'malformed')],
    ['a time-out', () => void (fake.mode = 'slow')],
    ['an answer longer than 100 words', () => void (fake.chatContent = () => ({ bio: `${AI_SHORT} ${AI_SHORT}` }))],
    ['an answer far shorter than asked', () => void (fake.chatContent = () => ({ bio: 'Glass Harbour is a band.' }))],
  ];
  for (const [what, arrange] of cases) {
    it(`falls back to the local extractive writer on ${what}`, async () => {
      arrange();
      const res = await shorten(longBio());
      expect(res.statusCode).toBe(200);
      const { bio, isAIGenerated } = res.json<{ bio: string; isAIGenerated: boolean }>();
      expect(isAIGenerated).toBe(false);
      expect(words(bio)).toBeGreaterThanOrEqual(60);
      expect(words(bio)).toBeLessThanOrEqual(100);
      expect(bio.startsWith('Glass Harbour is a post-rock band from Bristol')).toBe(true);
    });
  }

  it('makes no call for a bio already within the Short length', async () => {
    const before = fake.requests.length;
    const short = longBio().split(/\n\n/)[0]!;
    const res = await shorten(short);
    expect(res.json()).toEqual({ bio: short, isAIGenerated: false });
    expect(fake.requests.length).toBe(before);
  });
});
