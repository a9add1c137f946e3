// Whether a picture may stand in a description for this genre and this brief. A stock picture
// that belongs to one genre's world (a chain catching a camera flash is hip-hop's; a mirrorball is
// the club's) is kept to that world, even when a name's word calls it up ('Throne' in black metal).
// A picture that says the opposite of a word of the vibe (a full moon for 'moonless', three in the
// morning for 'sunrise') is never used, and no picture states a place the visitor did not give.
import type { GenreProfile } from '../genre-profile';
import { PICTURE_WORLDS } from './imagery';

type Family = GenreProfile['familyId'];

/** Pictures of a vibe or a scene that belong to some families' worlds only (a name's own pictures carry
 * their worlds in imagery.ts); every picture not listed in either suits any genre. */
const HOMES: readonly [families: readonly Family[], pictures: readonly string[]][] = [
  [['electronic', 'pop'], ['a mirrorball turning in a room nearly empty']],
  [['folk', 'rock', 'pop', 'jazz', 'general'], ['a kitchen light left on at three in the morning']],
  [['hip-hop', 'pop'], [
    'a chain catching the flash of a camera', 'a car worth more than the block it is parked on', 'a stack of bills on a kitchen table',
  ]],
  [['folk', 'rock', 'general'], [
    'a hand-painted sign promising salvation by a rural road', 'a dry creek bed in August', 'a pickup leaving a long plume behind it',
  ]],
  [['metal', 'rock', 'general'], ['a narrow stair going down under a church', 'candles burning down in a cold chapel']],
  [['pop', 'folk', 'rock', 'general'], [
    'confetti in the gutter the morning after', 'bunting strung across a village street', 'a fairground ride lit up against the dark',
    'a bike dropped on a front lawn', 'a summer that seemed like it would never end',
    'a soda can sweating on a hot step', 'a paper bag of sweets from the corner shop', 'a summer afternoon at the edge of a pool',
  ]],
  [['electronic', 'rock', 'metal', 'pop', 'general'], ['a room of blinking machines left running overnight', 'a factory floor keeping perfect time']],
  // A vibe's 'heavy' or 'crushing' is riffs only where the genre has riffs (a heavy reggae bassline is not).
  [['rock', 'metal'], ['riffs that flatten a room', 'big riffs', 'amps turned all the way up']],
];

const HOME_OF = new Map<string, ReadonlySet<Family>>();
for (const [families, pictures] of HOMES) for (const p of pictures) HOME_OF.set(p, new Set(families));

/** Words of a vibe and the picture words that say the opposite. */
const CONTRADICTIONS: readonly [vibe: RegExp, picture: RegExp][] = [
  [/\b(moonless|starless|new moon|no moon)\b/, /\b(full moon|moon|moonlit|moonlight|stars?|starlit|starlight|one bright thing)\b/],
  [/\b(full moon|moonlit|moonlight)\b/, /\b(moonless|starless)\b/],
  [/\b(sunrise|dawn|daybreak|daylight|daytime|morning|noon|midday|afternoon|sunny|sunshine|sunlit|day)\b/,
    /\b(at three in the morning|midnight|after dark|night|nights|moon|under a full moon|starlit|long exposure of a night sky)\b/],
  [/\b(night|nights|midnight|nocturnal|after dark|\d+\s?am|moonless|starless|moonlit)\b/, /\b(noon|midday|afternoon|sunshine|sunny|in broad daylight)\b/],
  [/\b(winter|frozen|freezing|icy|snow|snowy|frost)\b/, /\b(summer|august|hot step|heat)\b/],
  [/\b(summer|summery|heatwave|sweltering)\b/, /\b(winter|snow|snowy|frozen|frost)\b/],
];

/** Places a picture may name only when the visitor named them (in the vibe or the influences). */
const PLACES = /\b(berlin|detroit|chicago|london|manchester|bristol|brooklyn|bronx|harlem|compton|atlanta|houston|memphis|nashville|new orleans|new york|paris|tokyo|kingston|lagos|oslo|bergen|norway|ibiza|miami|los angeles|birmingham|seattle|texas|jamaica)\b/;

export interface PictureContext {
  readonly familyId: Family;
  /** The listed genre, whose own world may hold a picture its family does not ('reggae'). */
  readonly slug?: string | null;
  /** The vibe and the influences as the visitor wrote them. */
  readonly given: string;
}

/** Whether the picture suits the genre's family, says nothing against the vibe, and names no place nobody gave. */
export function pictureFits(picture: string, ctx: PictureContext): boolean {
  const home = HOME_OF.get(picture);
  if (home && !home.has(ctx.familyId)) return false;
  // A name's picture belongs to the worlds it was written for; a genre the engine cannot place
  // (the general family) may show any of them.
  const worlds = PICTURE_WORLDS.get(picture);
  if (worlds && ctx.familyId !== 'general' && !worlds.has(ctx.familyId) && !(ctx.slug && worlds.has(ctx.slug))) return false;
  const given = ctx.given.toLowerCase();
  const lower = picture.toLowerCase();
  for (const [vibe, against] of CONTRADICTIONS) if (vibe.test(given) && against.test(lower)) return false;
  const place = PLACES.exec(lower);
  return !place || given.includes(place[1]!);
}
