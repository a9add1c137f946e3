// How a scene uses names of this form: a sentence that is true of the scene the band plays in,
// never of another one. 'King' is a title reggae has crowned its singers and sound men with since
// the sixties; the same word in front of a hip-hop name is a boast; in a house band it says
// nothing a listener would hear, so no habit is told for it there.
import type { GenreProfile } from '../genre-profile';

type Family = GenreProfile['familyId'];

interface Habit {
  /** The name's form; group 1, when present, is the word the sentence quotes. */
  readonly form: RegExp;
  /** The template the name must come from, when its form alone could be a phrase ('The Quilt and
   * the Candle' is not a singer and a band). */
  readonly template?: RegExp;
  /** Families whose scene has the habit, or genre slugs ('reggae') for a habit of one genre only. */
  readonly where: readonly string[];
  /** The sentences, with {word} for the quoted word; each is true of the scene, not of the band. */
  readonly says: readonly string[];
}

const HABITS: readonly Habit[] = [
  { form: /^(Lil|Yung|Young|Baby|Kid|Big|MC|DJ)\s/, where: ['hip-hop'],
    says: [
      "Starting on '{word}' is how rap names a rapper, so it reads as a person with a stage name rather than a project.",
      "The '{word}' up front follows a rap naming habit: it turns a word into a persona with a voice of its own.",
    ] },
  // 'Baby', 'Money' or 'Kid' at the end names one rapper ('Coupe Baby'), not a collective.
  { form: /\s(Baby|Money|Kid)$/, where: ['hip-hop'],
    says: [
      "Ending on '{word}' is a rap stage-name habit: it makes the first word a nickname, the way a rapper is hailed in an ad-lib.",
    ] },
  { form: /\s(Gang|Mafia|Crew|Clan)$/, where: ['hip-hop'],
    says: [
      "Ending on '{word}' is how rap collectives have long named themselves: it sounds like a team behind the verses.",
      "The '{word}' at the end is a rap scene's habit, and it tells a crowd there is a whole camp behind the name.",
    ] },
  { form: /^(King|Prince|Ranking|Jah)\s/, where: ['reggae'],
    says: [
      "'{word}' is a title reggae has given its singers and deejays since the sound-system days, so the name arrives already crowned.",
      "Reggae has long put '{word}' in front of a singer's or toaster's name, and the name wears that title naturally.",
    ] },
  { form: /\s(Hi-Fi|Sound System|Sound)$/, where: ['reggae'],
    says: [
      "'{word}' at the end is how Jamaica's mobile dances named themselves: a rig that brings its own speakers and selector.",
      "A name ending in '{word}' belongs to the yard-dance tradition, where the speakers and the selector are the act.",
    ] },
  { form: /\s(Dub|Rockers|Vibration)$/, where: ['reggae'],
    says: [
      "'{word}' ties it to reggae's own vocabulary, the way roots groups and studio producers named their records.",
      "With '{word}' in it, the name speaks the language of roots-era sleeves.",
    ] },
  { form: /\s(Trio|Quartet|Quintet|Sextet|Septet|Octet|Big Band|Orchestra)$/, where: ['jazz'],
    says: [
      "Jazz groups are named for their line-up, and '{word}' tells a club booker how many chairs to put on the stand.",
      "Ending on '{word}' follows jazz's habit of naming a group by its size, so the bill says what kind of night it is.",
    ] },
  { form: /(?:^|\s)(Ensemble|Camerata|Consort|Quartet|Trio|Quintet|Orchestra|Sinfonia|Players|Chamber)(?:\s|$)/, where: ['classical'],
    says: [
      "'{word}' is how small classical groups present themselves on a concert programme, and it reads as a serious concert group at once.",
      "Naming the group with '{word}' follows concert-hall custom: the programme knows what to expect before the first bow.",
    ] },
  { form: /\s(String Band|Brothers|Sisters|Family|Boys|Ramblers|Troubadours|Mountain Boys)$/, where: ['bluegrass', 'country', 'folk', 'americana'],
    says: [
      "'{word}' at the end is an old string-band habit, from the days when whole households played the barn dances.",
      "Names ending in '{word}' run back through country and old-time music, which makes this one sound like it has a history.",
    ] },
  { form: /\s(Band)$/, where: ['folk', 'jazz'],
    says: [
      "Plain '{word}' at the end is how dance halls and festivals have long billed a working group.",
    ] },
  { form: /\s(Systems|Unit|Machine|Transmissions|Project|Theory|Pulse|Report)$/, where: ['electronic'],
    says: [
      "'{word}' at the end is an electronic habit, naming the act like a device or a lab, with no singer's face on it.",
      "Ending on '{word}' keeps the person out of the name, the way techno and electro producers have long hidden behind aliases.",
    ] },
  { form: /^(Unit|Sector)\s/, where: ['electronic'],
    says: ["Starting on '{word}' and a number is how electronic producers have named aliases and white labels, anonymous on purpose."] },
  { form: /^(Children|Sons|Souls|Kings) of\s/, where: ['metal', 'rock'],
    says: [
      "'{word} of' is a classic heavy-music opening, naming a lineage or a tribe before it names anything else.",
    ] },
  { form: /\s(&|and) the\s/, template: /^\{F\}( \{L\})? (&|and) the /, where: ['rock', 'folk', 'pop', 'jazz'],
    says: [
      "A singer's name, then '{word} the' and a band, is the old rock-and-roll and soul billing: a front person with a gang behind them.",
      "'Someone {word} the Somethings' is a billing with a long history: it promises a singer up front and a band that plays for keeps.",
    ] },
];

export interface Habitat {
  readonly familyId: Family;
  readonly slug: string | null;
}

function applies(habit: Habit, where: Habitat): boolean {
  return habit.where.includes(where.familyId) || (where.slug !== null && habit.where.includes(where.slug));
}

/** The scene's naming habits this name follows, as sentences ready to pick from; empty when it follows none. */
/** Each genre's habits, found once: most genres have two or none, so a name is tried against those alone. */
const habitsOf = new Map<string, readonly Habit[]>();

export function habitSentences(name: string, where: Habitat, template = ''): string[] {
  const key = `${where.familyId}|${where.slug ?? ''}`;
  let habits = habitsOf.get(key);
  if (!habits) habitsOf.set(key, (habits = HABITS.filter((h) => applies(h, where))));
  const out: string[] = [];
  for (const habit of habits) {
    if (habit.template && !habit.template.test(template)) continue;
    const m = habit.form.exec(name);
    if (!m) continue;
    const word = (m[1] ?? '').trim();
    for (const s of habit.says) out.push(s.replace(/\{word\}/g, word));
  }
  return out;
}
