// What the Magic Mixer must know of a picked word's grammar: stuff is never counted ('Chesses',
// 'Salts', 'Voltages' are not words a band would print), and two words of one thing ('Telephone',
// 'Hotline') say it twice when both are in one name.
import { isTautology } from './name-checks';

/** Stuff, games and states, not things: never 'Ices', 'Chesses', 'Griefs' or 'Gravels'. */
export const UNCOUNTED: ReadonlySet<string> = new Set(`ice smoke dust snow frost honey glass steel gold silver velvet rain fire salt thunder whiskey whisky
  bourbon iron rust ash mist fog haze chrome neon vinyl slime drip sauce cash money blood sand water wine grief gravel static
  silk satin gin tea coffee milk sugar moss mud lightning music jazz blues hate rage fury joy sorrow despair hope
  luck paranoia insomnia nostalgia silence darkness sunlight moonlight starlight chess voltage current electricity
  copper brass bronze tin lead chalk clay soil dirt concrete asphalt tar oil gasoline smog soot cotton wool denim leather
  lace linen tobacco bread rice rum vodka tequila champagne soda ink paper marble granite basalt amber ivory
  wheat barley corn hay straw timber lumber rubble flesh bone marrow venom poison gospel funk disco techno
  grace glory mercy faith love fame wealth gossip laughter weather heat warmth`.split(/\s+/));

export const isUncounted = (word: string) => UNCOUNTED.has(word.toLowerCase());

/** Things that are one thing under two names, beyond the general list of near-synonyms. */
const SAME_THING = [
  'telephone phone payphone hotline dial switchboard',
  'pickup truck lorry',
  'river creek stream brook',
  'road highway street avenue boulevard lane',
  'church chapel cathedral abbey',
  'grandmother grandma granny nana',
  'grandfather grandpa granddad',
  'rosary beads',
  'car automobile',
  'city town',
  'voltage current',
].map((g) => new Set(g.split(' ')));

/** Two picked words that name one thing: a name with both says it twice ('Telephone Hotline'). */
export function sameThing(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  return SAME_THING.some((g) => g.has(x) && g.has(y)) || isTautology([x, y]);
}

/** People and beings a thing can belong to ('Grandmother's Lantern', 'The Widow's Rosary'). */
const OWNERS = new Set(`grandmother grandfather mother father sister brother widow widower daughter son bride groom king queen
  prince princess saint preacher sailor captain hunter farmer miner drifter stranger lover devil angel witch wolf fox crow raven
  hermit pilgrim prophet gambler outlaw sheriff cowboy poet dreamer ghost giant orphan doctor priest sinner tiger lion`.split(/\s+/));

export const isOwner = (word: string) => OWNERS.has(word.toLowerCase());
