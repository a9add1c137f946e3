// The premium writing endpoints through the real app on the local engines: validation texts,
// each result saved to the user's Library, refinement replacing the e-mail it refines, and the
// per-user fair use of texts (never the free per-address limits).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_GENRES, BIO_SECTIONS, BIO_SUB_GENRES, TONES } from '@shared/catalog/bio-options';
import { EMAIL_PURPOSES } from '@shared/catalog/email-options';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { buyPlan } from '@server/testing/premium-user';

let t: TestApp;
let cookie: string;
const ADDRESS = '198.51.100.7';

beforeAll(async () => {
  t = await createTestApp({ env: { FAIR_USE_TEXTS_PER_DAY: '9' } });
  cookie = await buyPlan(t, 'lifetime', 'writer@example.com');
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, cookies: { bns_session: cookie }, remoteAddress: ADDRESS });
const library = async (kind?: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/premium/library${kind ? `?kind=${kind}` : ''}`, cookies: { bns_session: cookie } })).json().items as Array<{
    id: number;
    kind: string;
    title: string;
    body: string;
    request: Record<string, unknown> | null;
  }>;

const booking = {
  recipientType: 'venue-booker',
  emailPurpose: 'booking-inquiry',
  bandName: 'Glass Harbour',
  recipientName: 'Sam Reed',
  recipientOrganization: 'The Brudenell',
  musicLinks: ['https://glassharbour.bandcamp.com', ' '],
  eventDate: '2027-03-12',
  senderName: 'Ada',
};

describe('validation texts', () => {
  const cases: Array<[string, string, unknown, string]> = [
    ['bio without a band name', '/api/premium/generate-band-bio', { bandName: '   ' }, 'bandName: Band name required'],
    ['bio with a formation year before 1950', '/api/premium/generate-band-bio', { bandName: 'X', formationYear: 1949 }, 'formationYear: Formation year must be 1950 or later'],
    ['bio with a formation year in the future', '/api/premium/generate-band-bio', { bandName: 'X', formationYear: 2027 }, 'formationYear: Formation year must be between 1950 and 2026'],
    ['bio with a sub-genre of another genre', '/api/premium/generate-band-bio', { bandName: 'X', genre: 'Rock', subGenres: ['Bebop'] }, `subGenres: Bebop is not a sub-genre of Rock: choose from ${BIO_SUB_GENRES.Rock!.join(', ')}`],
    ['bio with a sub-genre of a genre that has none', '/api/premium/generate-band-bio', { bandName: 'X', genre: 'Jazz', subGenres: ['Garage'] }, 'subGenres: Garage is not a sub-genre of Jazz (it has none to choose from)'],
    ['bio with a genre named like an object member, and sub-genres', '/api/premium/generate-band-bio', { bandName: 'X', genre: 'constructor', subGenres: ['fuzz'] }, `genre: Unknown genre: choose one of ${BIO_GENRES.join(', ')}`],
    ['bio with an unknown section', '/api/premium/generate-band-bio', { bandName: 'X', includeSections: ['Secret Awards'] }, `includeSections.0: Unknown section: choose one of ${BIO_SECTIONS.join(', ')}`],
    ['bio with details of an unknown focus area', '/api/premium/generate-band-bio', { bandName: 'X', focusAreaDetails: { 'Secret Plans': 'y' } }, 'focusAreaDetails: Unrecognized key: "Secret Plans"'],
    ['taglines with a formation year in the future', '/api/premium/generate-band-taglines', { config: { bandName: 'X', formationYear: 3000 }, bio: 'x' }, 'config.formationYear: Formation year must be between 1950 and 2026'],
    ['taglines without a band name', '/api/premium/generate-band-taglines', { config: { bandName: '' }, bio: 'x' }, 'config.bandName: Band name required'],
    ['e-mail without a recipient type', '/api/generate-professional-email', { ...booking, recipientType: undefined }, 'recipientType: Missing Information: choose who the e-mail is for'],
    ['e-mail without a purpose', '/api/generate-professional-email', { ...booking, emailPurpose: undefined }, 'emailPurpose: Missing Information: choose the purpose of the e-mail'],
    ['e-mail with a purpose not on the list', '/api/generate-professional-email', { ...booking, emailPurpose: 'world-tour' }, `emailPurpose: Unknown e-mail purpose: choose one of ${EMAIL_PURPOSES.map((p) => p.value).join(', ')}`],
    ['bio with a tone not on the list', '/api/premium/generate-band-bio', { bandName: 'X', tone: 'Sarcastic' }, `tone: Unknown tone: choose one of ${TONES.join(', ')}`],
    ['e-mail without a band name', '/api/generate-professional-email', { ...booking, bandName: '' }, 'bandName: Missing Information: enter your band name'],
    ['e-mail with a date that is not one', '/api/generate-professional-email', { ...booking, eventDate: '12/03/2027' }, 'eventDate: Event date must be a date (YYYY-MM-DD)'],
    ['refinement without instructions', '/api/generate-professional-email', { ...booking, isRefinement: true, originalEmail: 'Subject: x\n\nHi', suggestedEdits: ' ' }, 'suggestedEdits: Missing Refinement Instructions: describe the changes you want'],
    ['refinement without an e-mail', '/api/generate-professional-email', { ...booking, isRefinement: true, suggestedEdits: 'shorter' }, 'originalEmail: No Changes Requested: there is no e-mail to refine'],
  ];
  for (const [what, url, payload, error] of cases) {
    it(`400 for ${what}`, async () => {
      const res = await post(url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(error);
    });
  }
});

describe('results kept in the Library', () => {
  it('a bio is saved with its request; an edit is saved over it', async () => {
    const res = await post('/api/premium/generate-band-bio', { bandName: 'Glass Harbour', genre: 'Indie', location: 'Leeds', members: [{ name: 'Ada', instrument: 'guitar' }, { name: '', instrument: '' }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isAIGenerated).toBe(false);
    expect(body.wordCount).toBe(body.bio.split(/\s+/).filter(Boolean).length);
    const [saved] = await library('bio');
    expect(saved).toMatchObject({ id: body.workId, kind: 'bio', title: 'Glass Harbour', body: body.bio });
    // Blank member rows were dropped before the engine and the Library saw them.
    expect(saved!.request).toMatchObject({ bandName: 'Glass Harbour', location: 'Leeds', members: [{ name: 'Ada', instrument: 'guitar' }], length: 'Medium', tone: 'Professional' });

    const edited = await t.app.inject({ method: 'PATCH', url: `/api/premium/library/${body.workId}`, cookies: { bns_session: cookie }, payload: { body: 'My **own** words.' } });
    expect(edited.statusCode).toBe(200);
    expect((await library('bio'))[0]!.body).toBe('My **own** words.');
  });

  it('taglines are saved one by one and Generate More gives new ones', async () => {
    const config = { bandName: 'Glass Harbour', genre: 'Indie', location: 'Leeds' };
    const first = (await post('/api/premium/generate-band-taglines', { config, bio: 'A bio.' })).json();
    expect(first.taglines).toHaveLength(3);
    expect(first.items.map((i: { text: string }) => i.text)).toEqual(first.taglines);
    const more = (await post('/api/premium/generate-band-taglines', { config, bio: 'A bio.', exclude: first.taglines })).json();
    expect(more.taglines.filter((x: string) => first.taglines.includes(x))).toEqual([]);
    const saved = (await library('tagline')).map((w) => w.body);
    expect(saved).toEqual(expect.arrayContaining([...first.taglines, ...more.taglines]));
  });

  it('an e-mail is saved; its refinement replaces it rather than adding another', async () => {
    const first = (await post('/api/generate-professional-email', booking)).json();
    expect(first.email).toMatch(/^Subject: /);
    const count = (await library('email')).length;
    const refined = await post('/api/generate-professional-email', { ...booking, isRefinement: true, originalEmail: first.email, suggestedEdits: 'make it shorter', workId: first.workId });
    expect(refined.statusCode).toBe(200);
    expect(refined.json().workId).toBe(first.workId);
    const emails = await library('email');
    expect(emails).toHaveLength(count);
    expect(emails[0]).toMatchObject({ id: first.workId, body: refined.json().email });
    // The saved request is the form, without the refinement's fields.
    expect(emails[0]!.request).not.toHaveProperty('originalEmail');
    expect(emails[0]!.request).toMatchObject({ recipientName: 'Sam Reed', musicLinks: ['https://glassharbour.bandcamp.com'] });
  });

  it("a refinement naming another kind of work leaves that work alone and saves a new e-mail", async () => {
    const [bio] = await library('bio');
    const email = (await post('/api/generate-professional-email', booking)).json();
    const refined = await post('/api/generate-professional-email', { ...booking, isRefinement: true, originalEmail: email.email, suggestedEdits: 'make it shorter', workId: bio!.id });
    expect(refined.statusCode).toBe(200);
    expect(refined.json().workId).not.toBe(bio!.id);
    expect((await library('bio')).find((w) => w.id === bio!.id)).toEqual(bio);
  });

  it('an instruction the writer cannot act on is answered 422 and costs no text', async () => {
    const email = (await post('/api/generate-professional-email', booking)).json();
    const quota = async () => (await t.app.inject({ method: 'GET', url: '/api/quota', cookies: { bns_session: cookie }, remoteAddress: ADDRESS })).json().texts.used;
    const before = await quota();
    const res = await post('/api/generate-professional-email', { ...booking, isRefinement: true, originalEmail: email.email, suggestedEdits: 'zzz qqq', workId: email.workId });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatch(/^Those changes could not be applied/);
    expect(await quota()).toBe(before);
  });
});

describe('fair use', () => {
  it('counts every text on the per-user cap, answers 429 when it is spent, and leaves the free limits alone', async () => {
    // 9 a day: 1 bio + 2 tagline rounds + 5 e-mails and refinements so far (the refinement
    // answered 422 was given back), and this bio.
    expect((await post('/api/premium/generate-band-bio', { bandName: 'Glass Harbour' })).statusCode).toBe(200);
    const over = await post('/api/premium/generate-band-bio', { bandName: 'Glass Harbour' });
    expect(over.statusCode).toBe(429);
    expect(over.json().resetsAt).toBe('2026-03-15T00:00:00.000Z');
    const quota = (await t.app.inject({ method: 'GET', url: '/api/quota', cookies: { bns_session: cookie }, remoteAddress: ADDRESS })).json();
    expect(quota.texts).toEqual({ used: 9, limit: 9, remaining: 0 });
    // The address's free name allowance is untouched for a visitor there.
    const visitor = await t.app.inject({ method: 'POST', url: '/api/generate-names', payload: { genre: 'rock', count: 10 }, remoteAddress: ADDRESS });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toHaveLength(10);
  });
});
