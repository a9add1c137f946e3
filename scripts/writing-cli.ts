// The local writers from the command line, for reading their outputs as a band or a booker would.
//   npx tsx scripts/writing-cli.ts --kind bio|short-bio|taglines|email|lyrics --input form.json [--seed S]
// The input is the JSON body the premium endpoint takes; it is validated by the same contract and
// run through the same local engine, and the text is printed (taglines one a line; lyrics the
// interpretation, then the analysis as JSON). A body the contract refuses prints its validation
// messages and exits 2. The same seed gives the same text. Example bodies:
//   bio (POST /api/premium/generate-band-bio):
//     {"bandName":"Glass Harbour","genre":"Pop","subGenres":["Dream Pop"],"formationYear":2019,
//      "location":"Bristol","members":[{"name":"Ana Ruiz","instrument":"Vocals"},{"name":"Tom Hale","instrument":"Guitar"}],
//      "influences":["Slowdive"],"achievements":["Debut EP 'Low Tide' (2023)"],"personalityTraits":["Introspective"],
//      "backstory":"Met at a night class in sound engineering.","tone":"Poetic","length":"Medium",
//      "includeSections":["Formation Story","Musical Influences"],"uniqueElements":["Songs recorded in a lighthouse"]}
//   short-bio (POST /api/premium/press-kit/short-bio):
//     {"bio":"Glass Harbour is a dream pop band from Bristol...","bandName":"Glass Harbour","genre":"dream pop","location":"Bristol"}
//   taglines (POST /api/premium/generate-band-taglines):
//     {"config":{"bandName":"Glass Harbour","genre":"Indie","location":"Bristol"},"bio":"","exclude":[]}
//   email (POST /api/generate-professional-email):
//     {"recipientType":"venue-booker","emailPurpose":"booking-inquiry","bandName":"Glass Harbour",
//      "genre":"dream pop","location":"Bristol","recipientName":"Sam","recipientOrganization":"The Louisiana",
//      "eventDate":"2027-03-14","musicLinks":["https://glassharbour.bandcamp.com"],"specificDetails":"We draw about 80 people in Bristol."}
//   lyrics (POST /api/premium/interpret-lyrics):
//     {"lyrics":"I kept every letter you never sent\nfolded in a drawer by the sea","genre":"indie","bandName":"Glass Harbour"}
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { TAGLINES_SHOWN } from '../src/shared/catalog/limits';
import { bioRequestSchema, BIO_LIMITS, emailRequestSchema, taglinesRequestSchema } from '../src/shared/contracts/writing';
import { shortBioRequestSchema } from '../src/shared/contracts/press-kit';
import { interpretLyricsRequestSchema } from '../src/shared/contracts/studio';
import { createLocalNameEngine } from '../src/server/engines/text/local-text-engine';
import { cryptoSeeds, hashString } from '../src/server/lib/random';

const KINDS = ['bio', 'short-bio', 'taglines', 'email', 'lyrics'] as const;
type Kind = (typeof KINDS)[number];
const USAGE = `Usage: npx tsx scripts/writing-cli.ts --kind ${KINDS.join('|')} --input form.json [--seed S]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

let args;
try {
  args = parseArgs({ options: { kind: { type: 'string' }, input: { type: 'string' }, seed: { type: 'string' }, help: { type: 'boolean', default: false } }, strict: true }).values;
} catch (err) {
  fail((err as Error).message);
}
if (args.help) {
  // The example bodies are this file's own header: one place to keep them true.
  const header = (await readFile(new URL(import.meta.url), 'utf8')).split('\n').filter((l) => l.startsWith('//')).map((l) => l.replace(/^\/\/ ?/, ''));
  process.stdout.write(`${header.join('\n')}\n`);
  process.exit(0);
}
const kind = args.kind as Kind;
if (!KINDS.includes(kind)) fail(`--kind must be one of ${KINDS.join(', ')}`);
if (!args.input) fail('--input is required');

let body: unknown;
try {
  body = JSON.parse(await readFile(args.input, 'utf8'));
} catch (err) {
  fail(`--input ${args.input}: ${(err as Error).message}`);
}

/** The contract's messages, as the API's 400 names them: path and message. */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`);
  process.stderr.write(`${lines.join('\n')}\n`);
  process.exit(2);
}

/** The service's own check of the formation year against this year. */
function checkYear(year: number | undefined, path: string): void {
  const now = new Date().getUTCFullYear();
  if (year !== undefined && year > now) {
    process.stderr.write(`${path}: Formation year must be between ${BIO_LIMITS.formationYearMin} and ${now}\n`);
    process.exit(2);
  }
}

const seed = args.seed === undefined ? cryptoSeeds.seed() : hashString(args.seed);
const engine = createLocalNameEngine({ seed });
const ctx = { endpoint: 'cli', ipAddress: '127.0.0.1', userId: null, seed };
const out = (text: string) => process.stdout.write(`${text.trimEnd()}\n`);

switch (kind) {
  case 'bio': {
    const request = parse(bioRequestSchema, body);
    checkYear(request.formationYear, 'formationYear');
    const written = await engine.bio(request, ctx);
    out(written.bio);
    if (written.note) process.stderr.write(`Note: ${written.note}\n`);
    break;
  }
  case 'short-bio': {
    const request = parse(shortBioRequestSchema, body);
    out((await engine.shortenBio(request, ctx)).bio);
    break;
  }
  case 'taglines': {
    const request = parse(taglinesRequestSchema, body);
    checkYear(request.config.formationYear, 'config.formationYear');
    const answer = await engine.taglines({ ...request, count: TAGLINES_SHOWN }, ctx);
    out(answer.taglines.slice(0, TAGLINES_SHOWN).join('\n'));
    break;
  }
  case 'email': {
    const request = parse(emailRequestSchema, body);
    out((await engine.email(request, ctx)).email);
    break;
  }
  case 'lyrics': {
    const request = parse(interpretLyricsRequestSchema, body);
    const reading = await engine.interpretLyrics(request, ctx);
    out(`${reading.interpretation}\n\n${JSON.stringify(reading.analysis, null, 2)}`);
    break;
  }
}
