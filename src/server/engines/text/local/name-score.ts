// How keep-worthy a composed name is, before the list is chosen: the engine composes several
// times more names than it returns and keeps the best. What a musician rejects: two words that say
// one thing ('Galaxy Stardust', 'Brass Saxophone'), words from two pictures ('Gasoline Bus Stops'),
// stock words with nothing specific ('Grim Darkness', 'Smooth Breezes'), abstractions where an image
// should be ('Desolation Abyss'). What they keep: a concrete image, two words of one world with a
// tension between them, and a list whose pictures follow the brief's mood.
import { rawThemes, words } from './genre-profile';
import { singularCandidates } from './english';
import { nameTokens } from './normalise-name';
import { MOOD_FIELDS } from './data/mood-fields';
import { realWordCount } from './real-words';

/** Words with nothing specific in them: every scene has used them, on anything. */
const STOCK = new Set(words(`dark darkness shadow shadows grim eternal eternity nocturnal elder smooth electric cosmic epic
  mighty legendary supreme ultimate infinite mystic mystical arcane forsaken sacred divine royal regal noble majestic
  golden vintage classic premium elite prime fresh cool crisp easy mellow silent endless lost broken fallen hidden secret
  savage brutal ethereal celestial astral lunar solar crimson sombre somber gloomy mournful weary restless wandering
  burning twilight destiny chaos void abyss oblivion infinity serenity harmony paradise utopia vision visions spirit
  spirits essence energy vibe vibes soul souls breeze breezes magic magical desolation despair sorrow glory
  nightmare darkest kinetic momentum pulse energy groove vibe`));

/**
 * Words of one narrow kind: two of them in a name is a near-tautology or the first pair anyone would
 * think of ('Whiskey Bartenders', 'Rite Ceremony', 'Galaxy Stardust'); a list keeps them rare.
 */
const SAME_KIND = [
  'whiskey bourbon bartender bartenders saloon tavern barroom jukebox honkytonk honky tonk tonks moonshine',
  'hometown main street town small porch',
  'heartache heartaches heartbreak brokenhearted heartbroken',
  'sleepy drowsy slumber slumbers slumbering lullaby dozing asleep sleep reverie reveries sleepwalker somnambulant somnambulist',
  'hush quiet silence silent still muted hushed soft whisper whispers murmur murmurs',
  'empty vacancy vacancies vacant',
  'agent agents detective interceptor vigilante protector',
  'hologram holographic cyborg replicant android',
  'southern bayou dixie',
  'brass saxophone sax trumpet horn horns trombone cornet clarinet',
  'rite rites ceremony ritual ritualistic sacrament liturgy',
  'static signal signals frequency radio antenna transmission transmissions broadcast channel electric interference',
  'psalm hymn choir chapel steeple church sermon gospel',
  'spade shovel wheelbarrow rake hoe plough',
  'sailor anchor mariner harbour harbor',
  'oak hazel cedar willow alder birch elm ash',
  'stardust galaxy trajectory planet planets rocket rockets satellite astronaut astronauts interstellar galaxies cosmos nebula star stars planet planets comet orbit orbital astral cosmic universe meteor',
  'throne crown king queen royal regal majesty scepter sovereign monarch emperor kingdom',
  'breeze breezes wind winds gust',
  'hustle hustler grind grinding',
  'altar chalice sacrament',
  'tomb crypt grave graves sepulchre sepulchral ossuary mausoleum coffin casket funeral burial decay cadaverous corpse bone bones',
  'tundra frost snow ice icy glacier frozen permafrost winter wintry hoarfrost rime icefield icefields frostbitten siberian hyperborean polar arctic',
  'forest forests wood woods woodland tree trees oak oaks pine pines grove',
  'shadow shadows darkness dark night nocturnal midnight eclipse moonlight moonlit nightfall starless moonless moon nightdrive',
  'rival rivals grudge feud feuding quarrel quarrelsome contrary duel duels standoff showdown crossfire strife warring siege fight brawl argument',
  'insomnia insomniac sleepless',
  'lovesick valentine valentines sweetheart sweethearts lover lovers lovebug serenade serenades tender',
  'watchful lookout surveillance camera cameras peephole wiretap overwatch monitored',
  'dread fear terror',
  'mourning mourner widow widowed bereft weeping grief lament elegy dirge requiem threnody eulogy wreath vigil',
  'ocean oceans sea seas wave waves tide tides tidal surf coastal coast lagoon seaside underwater seafoam undertow undertows seashell drowned submerged brine shallow shallows',
  'luminous glowing lantern lanterns starlight lamplight candlelight glow',
  'drum drums drummer drummers percussion cymbal cymbals snare',
  'rain storm storms cloud clouds thunder squall gale gales tempest',
  'mountain mountains peak peaks summit summits crag ridge',
  'chaos havoc mayhem anarchy',
  'ruin ruins decay desolation wasteland',
  'abyss void chasm chasms oblivion',
  'scribe scholar sage professor philosopher poet prophet verse lyric',
  'beat beats loop loops sample samples breakbeat',
].map((line) => new Set(words(line)));

/** Abstractions: a name of an idea ('Devotion', 'Procedure') is weaker than a name of a thing. */
const ABSTRACT = /(?:ness|ity|tion|sion|ism|ment|ence|ance|ure)$/;
const CONCRETE_EXCEPTIONS = new Set(words(`station mansion basement apartment monument pavement ornament instrument garment
  junction ambulance residence pension lotion potion sculpture furniture vulture creature pasture texture picture
  structure fixture mixture signature feature adventure departure torture future treasure pleasure measure closure
  exposure pressure pleasure`));

const FORM_WORDS = new Set(words(`the a an and of on in by under to for with at from over into lil yung young mc dj big kid
  baby gang mafia crew boyz society collective trio quartet quintet sextet orchestra ensemble band brothers ramblers systems
  system unit money`));

interface PictureIndex {
  /** Word → the pictures (themes of every genre, mood fields) it belongs to. */
  readonly pictures: ReadonlyMap<string, readonly number[]>;
}

let index: PictureIndex | undefined;

/** Every genre's themes and every mood field, as numbered pictures a word can belong to. */
function pictureIndex(): PictureIndex {
  if (index) return index;
  const pictures = new Map<string, number[]>();
  let id = 0;
  const addPicture = (list: readonly string[]) => {
    const picture = id++;
    for (const raw of list) {
      for (const w of raw.toLowerCase().split(/[\s_]+/)) {
        if (w.length < 3) continue;
        const ids = pictures.get(w) ?? [];
        if (!ids.includes(picture)) ids.push(picture);
        pictures.set(w, ids);
      }
    }
  };
  for (const theme of allThemes()) addPicture(theme);
  for (const field of MOOD_FIELDS) addPicture(words(field.images));
  index = { pictures };
  return index;
}

/** Each genre's themes, as word lists. */
function allThemes(): string[][] {
  return rawThemes().map((t) => Object.values(t).flatMap((v) => (typeof v === 'string' ? words(v) : [])));
}

function picturesOf(word: string): readonly number[] | undefined {
  const { pictures } = pictureIndex();
  const own = pictures.get(word);
  if (own) return own;
  for (const s of singularCandidates(word)) {
    const p = pictures.get(s);
    if (p) return p;
  }
  return undefined;
}

/** Word → the first kind (index in SAME_KIND) that holds it. */
const KIND_OF = new Map<string, number>();
SAME_KIND.forEach((kind, i) => {
  for (const w of kind) if (!KIND_OF.has(w)) KIND_OF.set(w, i);
});

/** The first kind that holds the word or one of its singular forms; -1 for none. */
function kindOf(forms: readonly string[]): number {
  let kind = -1;
  for (const s of forms) {
    const k = KIND_OF.get(s);
    if (k !== undefined && (kind < 0 || k < kind)) kind = k;
  }
  return kind;
}

export interface ScoreContext {
  /** Pictures the vibe means (see vibe-pictures.ts): words a list should lean toward. */
  readonly vibeImages: ReadonlySet<string>;
  /** Words of persons (first names, surnames) in the genre: neither stock nor abstract. */
  readonly persons?: ReadonlySet<string>;
  /** The genre's own words (not its family's backdrop): a name in them sounds like this scene. */
  readonly genreWords?: ReadonlySet<string>;
  /** The genre is drawn in pictures: a name outside them is the fallback's, weaker. */
  readonly genreThemed?: boolean;
}

/** A word in this many real band names is one every scene has used ('black', 'moon', 'electric'). */
const COMMON_IN_REAL_NAMES = 100;

interface WordFacts {
  readonly stock: boolean;
  readonly abstract: boolean;
  readonly kind: number;
  readonly common: boolean;
  readonly pictures: readonly number[] | undefined;
  /** The word and its singular forms, for the vibe's pictures. */
  readonly forms: readonly string[];
}

/** Facts of a word, worked out once: the vocabulary is finite, and the engine scores many names a second. */
const facts = new Map<string, WordFacts>();
const MAX_FACTS = 50_000;

function factsOf(w: string): WordFacts {
  let f = facts.get(w);
  if (f) return f;
  const singulars = singularCandidates(w);
  const forms = [w, ...singulars];
  f = {
    stock: forms.some((s) => STOCK.has(s)),
    abstract: w.length >= 7 && ABSTRACT.test(w) && !forms.some((s) => CONCRETE_EXCEPTIONS.has(s)),
    kind: kindOf(forms),
    common: realWordCount(w) >= COMMON_IN_REAL_NAMES,
    pictures: picturesOf(w),
    forms,
  };
  if (facts.size >= MAX_FACTS) facts.clear();
  facts.set(w, f);
  return f;
}

/** Higher is better; about -6 to +3. `themed`: the name's words were drawn from one of the genre's pictures. */
export function scoreName(name: string, themed: boolean, context: ScoreContext): number {
  return judgeName(name, themed, context).score;
}

export interface Judgement {
  readonly score: number;
  /** The name holds a picture of the vibe. */
  readonly vibe: boolean;
}

export function judgeName(name: string, themed: boolean, context: ScoreContext): Judgement {
  const content = nameTokens(name.replace(/&/g, ' ')).filter((t) => !FORM_WORDS.has(t) && !/^\d+$/.test(t));
  let score = 0;
  let stock = 0;
  let common = 0;
  let hits = 0;
  const kinds: number[] = [];
  let first: readonly number[] | undefined;
  let known = 0;
  let shared = true;
  let own = 0;
  for (const w of content) {
    const f = factsOf(w);
    // The brief's mood: a word of its pictures is what a reader hears as "this is my vibe".
    if (f.forms.some((s) => context.vibeImages.has(s))) hits++;
    if (f.pictures) {
      known++;
      if (first === undefined) first = f.pictures;
      else if (!f.pictures.some((id) => first!.includes(id))) shared = false;
    }
    if (context.persons?.has(w)) continue;
    if (context.genreWords && f.forms.some((s) => context.genreWords!.has(s))) own++;
    if (f.stock) stock++;
    if (f.abstract) score -= 0.7;
    if (f.kind >= 0) {
      if (kinds.includes(f.kind)) score -= 5;
      kinds.push(f.kind);
    }
    if (f.common) common++;
  }
  score -= stock;
  if (content.length >= 2 && stock >= content.length) score -= 1.5;
  // Two of the words every other band already uses ('Black Moon', 'Electric Blue').
  if (content.length >= 2 && common >= content.length) score -= 1;
  // Words of one picture hold together; words of two that share none read as salad.
  if (known >= 2 && !shared && !themed) score -= 1;
  // The scene's own words, as a share: a short name ('MC Scribe') is as much the genre's as a long one.
  if (content.length > 0) score += (0.5 * own) / content.length;
  if (!themed && context.genreThemed) score -= 0.5;
  if (hits > 0) score += 1.3 + 0.3 * (hits - 1);
  return { score, vibe: hits > 0 };
}
