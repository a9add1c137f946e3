// The local name engine from the command line, for musicians with scripts and for quality checks.
//   npm run names -- --genre metal --count 1000 --seed S --json
// Prints one name a line (with --json, one JSON object: name, description and the taken check's
// result against the whole shipped list). The same seed gives the same names. Options of the
// premium form: --one-word --compound --no-numbers --avoid-common --seed-word WORD, and
// --influences TEXT --vibe TEXT; --leave-out-fold N (0-4) builds the generator's filter without
// that fold of the list, as the bench does, so collisions with it show in the check.
// The Magic Mixer: --mix "word1,word2,word3" mixes the words --count times (one to three words).
import { parseArgs } from 'node:util';
import { BAND_LIST_FOLDS, shippedBandList } from '../src/server/engines/text/local/band-list';
import { generateLocalNames } from '../src/server/engines/text/local/generate-local-names';
import { mixWords } from '../src/server/engines/text/local/mix-words';
import { resolveSlug } from '../src/server/engines/text/local/genre-profile';
import { GENRES } from '../src/shared/catalog/genres';
import { checkNameOffline } from '../src/server/modules/taken/taken.service';
import { createRng, cryptoSeeds } from '../src/server/lib/random';
import type { NameOptions } from '../src/shared/contracts/names';

const USAGE = `Usage: npm run names -- --genre GENRE [--count N] [--seed S] [--json]
  [--influences TEXT] [--vibe TEXT] [--one-word] [--compound] [--no-numbers] [--avoid-common]
  [--seed-word WORD] [--leave-out-fold 0-${BAND_LIST_FOLDS - 1}]
       npm run names -- --genre GENRE --mix "word1,word2,word3" [--count N] [--seed S] [--json]`;
const MAX_COUNT = 100_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    options: {
      genre: { type: 'string' },
      count: { type: 'string', default: '10' },
      seed: { type: 'string' },
      json: { type: 'boolean', default: false },
      influences: { type: 'string' },
      vibe: { type: 'string' },
      'one-word': { type: 'boolean', default: false },
      compound: { type: 'boolean', default: false },
      'no-numbers': { type: 'boolean', default: false },
      'avoid-common': { type: 'boolean', default: false },
      'seed-word': { type: 'string' },
      'leave-out-fold': { type: 'string' },
      mix: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  }).values;
} catch (err) {
  fail((err as Error).message);
}
if (parsed.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const genre = parsed.genre?.trim();
if (!genre) fail('--genre is required');
// Like the site's form, any genre is accepted; one the engine cannot place gets its general
// vocabulary, which a script user should hear about rather than find out from the names.
if (resolveSlug(genre.toLowerCase().replace(/\s+/g, ' ')) === null) {
  process.stderr.write(`--genre ${genre}: not a genre the engine knows, so the names use its general vocabulary. Known genres: ${GENRES.join(', ')}\n`);
}
const count = Number(parsed.count);
if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) fail(`--count must be a whole number from 1 to ${MAX_COUNT}`);
const fold = parsed['leave-out-fold'] === undefined ? undefined : Number(parsed['leave-out-fold']);
if (fold !== undefined && !(Number.isInteger(fold) && fold >= 0 && fold < BAND_LIST_FOLDS)) fail(`--leave-out-fold must be 0 to ${BAND_LIST_FOLDS - 1}`);
const seedWord = parsed['seed-word']?.trim();

const options: NameOptions = {
  oneWordNames: parsed['one-word'],
  compoundWords: parsed.compound,
  noNumbers: parsed['no-numbers'],
  avoidCommonWords: parsed['avoid-common'],
  ...(seedWord ? { useSeedWord: true, seedWord } : {}),
};
const rng = createRng(parsed.seed ?? cryptoSeeds.seed());
if (parsed.mix !== undefined) {
  const picked = parsed.mix.split(',').map((w) => w.trim()).filter(Boolean);
  if (picked.length < 1 || picked.length > 3) fail('--mix takes one to three words, separated by commas');
  for (let i = 0; i < count; i++) {
    const name = mixWords(picked, genre, rng);
    process.stdout.write(parsed.json ? `${JSON.stringify({ name, words: picked })}\n` : `${name}\n`);
  }
  process.exit(0);
}
const bandList = shippedBandList(fold);
const given = new Set<string>();
// One list, however many rounds make it: its descriptions share one memory of pictures shown.
const described = new Set<string>();
let stalls = 0;

while (given.size < count && stalls < 50) {
  const ideas = generateLocalNames(
    { genre, influences: parsed.influences, vibe: parsed.vibe, count: Math.min(10, count - given.size), options, avoid: given },
    rng,
    { bandList, described },
  );
  stalls = ideas.length === 0 ? stalls + 1 : 0;
  for (const idea of ideas) {
    given.add(idea.name.toLowerCase());
    if (parsed.json) {
      const taken = checkNameOffline(idea.name);
      process.stdout.write(`${JSON.stringify({ name: idea.name, description: idea.description, taken })}\n`);
    } else {
      process.stdout.write(`${idea.name}\n`);
    }
  }
}
if (given.size < count) process.stderr.write(`Only ${given.size} distinct names could be made with these options.\n`);
