// What a name's words picture. A word is tagged with a class of imagery (night, road, machine,
// weather...), and each class has a few concrete pictures written as noun phrases. A description
// shows the picture instead of repeating the name's word as a common noun ('the catacomb in
// Catacomb'); a picture that contains one of the name's own words is never used for that name.

export interface ImageClass {
  readonly id: string;
  /** Words (singular, lower-case) that call the class up. */
  readonly words: string;
  /** What the class is about, as a noun phrase, for a list that has shown all its pictures. */
  readonly topic: string;
  /** Concrete pictures, as noun phrases with their article. */
  readonly pictures: readonly string[];
}

export const IMAGE_CLASSES: readonly ImageClass[] = [
  { id: 'night', topic: 'the hours after dark', words: 'night nights midnight nocturnal nocturne dusk evening twilight nightfall nightcap nox noctis insomnia insomniac afterhours curfew moonlit nightshift latenight',
    pictures: ['streetlights coming on one by one', 'a kitchen light left on at three in the morning', 'the last bus pulling away', 'a town asleep except for one window'] },
  { id: 'moon', topic: 'the moon and its light', words: 'moon lunar crescent eclipse moonbeam moonlight selene luna',
    pictures: ['a pale disc over a dark field', 'silver light across a quiet lake', 'a sky with one bright thing in it'] },
  { id: 'star', topic: 'the night sky and what moves through it', words: 'star starlit starlight stellar comet nova nebula galaxy cosmos cosmic orbit orbital astral satellite quasar pulsar astronaut rocket space meteor zodiac constellation planet saturn jupiter mars venus gravity odyssey galactic stardust kite',
    pictures: ['a long exposure of a night sky', 'a small capsule drifting past the blue edge of the world', 'static from a radio pointed at the sky'] },
  { id: 'light', topic: 'signs, strobes and artificial light', words: 'neon fluorescent strobe laser hologram prism glow glitter sparkle spotlight lamp lantern flare flash beam halo aurora shimmer chrome mirrorball disco beacon flicker flickering strobing',
    pictures: ['a sign buzzing over an empty lot', 'colour spilling across a wet pavement', 'a mirrorball turning in a room nearly empty', 'light bending through cheap glass'] },
  { id: 'road', topic: 'cars and highways', words: 'road highway motel freeway interstate route mile coupe convertible cruiser car cadillac chevy mustang truck pickup diesel gasoline gas garage driver drive headlight taillight dashboard turnpike exit overpass tire wheel engine',
    pictures: ['tail lights shrinking down a long straight road', 'a motel sign buzzing over an empty lot', 'a car idling in a gas-station forecourt', 'a dashboard glowing on a night drive'] },
  { id: 'city', topic: 'streets and concrete', words: 'city metro subway street avenue boulevard block alley skyline rooftop tower concrete downtown uptown tenement apartment district suburb suburbia mall arcade billboard corner parking lot pavement plaza borough detroit',
    pictures: ['a rooftop above traffic that never stops', 'a corner shop lit up at the end of a block', 'concrete still warm after a long day', 'an underpass echoing with footsteps'] },
  { id: 'machine', topic: 'machines and circuitry', words: 'machine maschine unit system circuit function module signal pulse voltage transistor synth robot android cyborg motor piston gear factory grid code cycle sequence loop frequency resonance oscillator relay terminal mainframe protocol network node algorithm telemetry laboratory radiation entropy cipher programme program sector division commission scanning data server cable coil fuse',
    pictures: ['a room of blinking machines left running overnight', 'a factory floor keeping perfect time', 'cables and red standby lights in the dark', 'a sequence that repeats until it changes you'] },
  { id: 'metal', topic: 'metalwork and the forge', words: 'iron steel copper rust anvil forge blade sword axe hammer rivet girder foundry titanium knife knives switchblade',
    pictures: ['sparks coming off a grinder', 'an anvil ringing in a cold shed', 'a blade cooling in a bucket of water', 'a girder stamped with a foundry mark'] },
  { id: 'death', topic: 'graves and mourning', words: 'grave tomb crypt catacomb coffin corpse funeral skull bone skeleton gallows morgue mortuary cemetery graveyard reaper scythe carrion carnage sepulchre ossuary ossified requiem dirge elegy shroud ash abyss oblivion decay plague torment bury sepulchral vault undervault banshee hydra',
    pictures: ['a cemetery gate left unlocked', 'a bell tolling for somebody you never met', 'candles burning down in a cold chapel', 'a narrow stair going down under a church'] },
  { id: 'sacred', topic: 'church and ritual', words: 'church chapel cathedral altar hymn hymnal psalm choir saint sinner prayer gospel angel heaven halo relic shrine temple monk nun pilgrim cross rosary sermon sabbath cult ritual coven witch warlock occult sigil rune oracle prophet psalter vigil zion revelation revival',
    pictures: ['a stone nave with one candle lit', 'voices rising in a cold church', 'a ritual nobody outside the circle understands', 'a hand-painted sign promising salvation by a rural road'] },
  { id: 'fire', topic: 'fire and smoke', words: 'fire flame candle ember blaze wildfire inferno pyre cinder smoke ash brimstone furnace bonfire torch match spark sulphur burn cigarette smouldering burning ash',
    pictures: ['embers lifting off a bonfire', 'a match struck in a dark room', 'smoke hanging low over a field', 'a furnace door opening on orange light'] },
  { id: 'water', topic: 'the sea and the shore', words: 'sea ocean tide wave harbour harbor marina coast coastline shore beach lagoon reef surf surfboard river lake pond flood drown current undertow brine salt gull lighthouse pier',
    pictures: ['a pier in off-season rain', 'waves folding over in the dark', 'a lighthouse sweeping an empty bay', 'a harbour at low tide with the boats leaning over'] },
  { id: 'cold', topic: 'ice and winter', words: 'ice frost snow winter glacier frozen arctic polar blizzard icicle sleet hail vinter frost tundra boreal',
    pictures: ['breath hanging in the air', 'a frozen lake creaking under its own weight', 'snow falling past a streetlamp', 'a pine forest buried in white'] },
  { id: 'weather', topic: 'storms and weather', words: 'storm thunder lightning rain cloud fog mist haze hazy wind gale hurricane tornado squall drizzle monsoon tempest weather sky vapor vapour steam ozone puddle raincoat drizzle drizzled rainbow earthquake',
    pictures: ['a storm front rolling over flat country', 'fog sitting in a valley at dawn', 'rain hammering a tin roof', 'clouds piling up over the hills'] },
  { id: 'nature', topic: 'woods, fields and hills', words: 'forest wood woods pine oak elm birch willow fern moss meadow field orchard grove hollow glen valley hill mountain ridge cliff cave canyon desert mesa dune prairie marsh swamp bog heath moor bramble thorn thistle acre harvest sugarcane laurel bayou levee island',
    pictures: ['a path into trees nobody has cut back', 'wind moving through long grass', 'a valley after the rain has stopped', 'a field edge at the end of the day'] },
  { id: 'flower', topic: 'gardens and flowers', words: 'flower rose petal bloom blossom lily daisy violet orchid tulip poppy lavender honeysuckle garden bouquet',
    pictures: ['a garden going wild after the owners left', 'petals on a wet windscreen', 'a bunch of flowers left on a doorstep'] },
  { id: 'bird', topic: 'birds in flight', words: 'crow raven owl hawk eagle falcon sparrow wren heron swan flamingo bird parrot gull magpie rook starling kestrel skylark lark dove pigeon vulture condor',
    pictures: ['birds lifting off a wire all at once', 'wings over a flat grey estuary', 'a shape circling high over a field'] },
  { id: 'beast', topic: 'animals of the woods and plains', words: 'wolf fox deer stag horse pony tiger lion panther jaguar coyote bear hound hare rabbit boar bull buffalo elk moose lynx leopard',
    pictures: ['eyes catching the headlights by the roadside', 'something wild moving at the treeline', 'fresh tracks leading off the path'] },
  { id: 'creature', topic: 'insects and snakes', words: 'moth butterfly bee hornet wasp spider snake serpent viper rat beetle cricket firefly lizard scorpion fang',
    pictures: ['something small circling a porch light', 'wings batting at a lit window', 'a rustle under the floorboards'] },
  { id: 'gear', topic: 'amps, tape and cables', words: 'static feedback amplifier amp distortion reverb receiver dial turntable headphone vocoder cymbal guitar pedal horn chord amplified speaker cassette tape stereo',
    pictures: ['an amp humming before anyone plays', 'a tape machine with its needles in the red', 'a cable crackling as it goes into the jack', 'a speaker stack leaning over the front row'] },
  { id: 'dust', topic: 'dust and drought', words: 'dust dusty dusttown dustfield sunburnt asphalt tumbleweed drought dry gravel',
    pictures: ['dust blowing across an empty main street', 'a dry creek bed in August', 'a pickup leaving a long plume behind it'] },
  { id: 'rail', topic: 'trains and railway lines', words: 'railroad railway train depot caravan express crossing tunnel station freight boxcar locomotive',
    pictures: ['a freight train crossing at night', 'an empty platform after the last train', 'a level crossing bell ringing over open fields'] },
  { id: 'blast', topic: 'explosions and collapse', words: 'dynamite wrecking landslide havoc explosion bomb detonator demolition avalanche',
    pictures: ['a fuse burning down to the last inch', 'a building coming down in one go', 'a hillside giving way after the rain'] },
  { id: 'colour', topic: 'colour itself', words: 'blue cobalt indigo amber saffron grey gray bronze crimson scarlet violet magenta teal turquoise',
    pictures: ['a colour you only see for ten minutes after sunset', 'a sky going the colour of a bruise'] },
  { id: 'runaway', topic: 'people on the run', words: 'runaway drifter wanderer getaway rascal outlaw fugitive hitchhiker vagabond hobo rambler',
    pictures: ["a runaway's bag packed by the back door", 'a thumb out on the verge of a long road', 'a getaway car with the engine running'] },
  { id: 'mirror', topic: 'glass and reflections', words: 'mirror glass window lens prism',
    pictures: ['a cracked mirror in a backstage toilet', 'light breaking on a smashed window', 'your own face in a dark train window'] },
  { id: 'party', topic: 'fairs and celebrations', words: 'parade confetti picnic carnival circus fair funfair festival balloon',
    pictures: ['confetti in the gutter the morning after', 'bunting strung across a village street', 'a fairground ride lit up against the dark'] },
  { id: 'body', topic: 'the body and its pulse', words: 'heart blood bone skin hand fist tongue teeth tooth eye pupil mouth lip vein nerve spine skull knuckle throat lung pulse heartbeat',
    pictures: ['a pulse you can feel in your throat', 'knuckles gone white on a steering wheel', 'a close-up nobody asked for'] },
  { id: 'home', topic: 'rooms and houses', words: 'house home room kitchen bedroom basement attic porch hallway window door curtain wallpaper couch sofa mattress blanket pillow carpet hotel motel apartment landlord tenant lodger',
    pictures: ['a bedroom with the curtains drawn at noon', 'a porch light left on for someone', 'wallpaper peeling in a rented room', 'a hallway with every door shut'] },
  { id: 'sweet', topic: 'sweets and summer treats', words: 'candy sugar honey cherry peach lemon lemonade soda cola bubblegum cupcake cake milkshake icecream sherbet vanilla caramel coconut strawberry syrup juice',
    pictures: ['a soda can sweating on a hot step', 'a paper bag of sweets from the corner shop', 'a summer afternoon at the edge of a pool'] },
  { id: 'drink', topic: 'bars and last orders', words: 'gin whiskey whisky bourbon wine rum vodka beer tequila martini cocktail speakeasy tavern saloon bar pub cabaret jukebox nightcap moonshine boogie swing',
    pictures: ['a last drink poured after closing', 'a low-lit bar with the chairs going up on tables', 'glasses ringing over a room full of talk'] },
  { id: 'money', topic: 'money and show', words: 'gold diamond cash money dollar rich bank vault jewel ruby emerald sapphire crown king queen throne designer chain ice drip mansion yacht rolex pearl platinum',
    pictures: ['a chain catching the flash of a camera', 'a car worth more than the block it is parked on', 'a stack of bills on a kitchen table'] },
  { id: 'youth', topic: 'youth and its summers', words: 'kid kids teen teenage youth school schoolyard summer skate skateboard bike bicycle joystick cartridge arcade cassette mixtape polaroid walkman vhs prom',
    pictures: ['a bike dropped on a front lawn', 'a cassette rewound with a pencil', 'a summer that seemed like it would never end', 'an arcade cabinet glowing in a dark corner'] },
  { id: 'war', topic: 'battle and rebellion', words: 'war battle army soldier legion warrior siege fortress castle banner shield spear arrow helmet cannon bullet gun shotgun rifle trench riot barricade rebel outlaw bandit',
    pictures: ['banners over a field before a battle', 'a barricade going up across a street', 'smoke drifting over a field the morning after'] },
  { id: 'paper', topic: 'paper, film and radio', words: 'paper letter postcard ink page book diary map atlas photograph film reel cinema matinee poster ticket stamp envelope radio telegram television tv',
    pictures: ['a postcard nobody ever sent', 'an old photograph gone soft at the edges', 'a radio tuned between two stations'] },
  { id: 'velvet', topic: 'fabrics and stage clothes', words: 'velvet satin silk lace leather denim suede fur velour sequin glitter mink',
    pictures: ['a velvet curtain before the show', 'a jacket that has seen a hundred gigs', 'a dress catching the stage lights'] },
  { id: 'stone', topic: 'stone and rock', words: 'stone rock boulder monolith dolmen megalith cairn quarry marble granite basalt obsidian slate flint gravel pebble',
    pictures: ['a standing stone on a bare hill', 'a quarry filled with still black water', 'a slab nobody could move'] },
  { id: 'dream', topic: 'sleep, dreams and ghosts', words: 'dream dreamer sleep slumber reverie lullaby pillow nap hush whisper echo ghost phantom spectre shadow shade apparition haunt',
    pictures: ['a room that is not quite there when you look straight at it', 'a voice from the next room you cannot make out', 'the half-second before you wake'] },
];

interface Tagged {
  readonly cls: ImageClass;
  readonly word: string;
}

const CLASS_OF = new Map<string, ImageClass>();
for (const cls of IMAGE_CLASSES) for (const w of cls.words.split(/\s+/)) if (w && !CLASS_OF.has(w)) CLASS_OF.set(w, cls);

function lookup(token: string): ImageClass | undefined {
  return CLASS_OF.get(token)
    ?? (token.endsWith('ies') ? CLASS_OF.get(`${token.slice(0, -3)}y`) : undefined)
    ?? (token.endsWith('es') ? CLASS_OF.get(token.slice(0, -2)) : undefined)
    ?? (token.endsWith('s') ? CLASS_OF.get(token.slice(0, -1)) : undefined);
}

/** The lower-case words of a name ('Motel Neon Ghosts' -> ['motel', 'neon', 'ghosts']). */
export function nameWords(name: string): string[] {
  return name.toLowerCase().split(/[^a-z']+/).map((w) => w.replace(/'s?$/, '')).filter((w) => w.length >= 2);
}

/** The image classes the name's words call up, one per class, in the name's order. A fused word
 * ('Ashgrove') is tried by its known halves, its last half first. */
export function tagName(words: readonly string[]): Tagged[] {
  const out: Tagged[] = [];
  const add = (cls: ImageClass | undefined, word: string) => {
    if (cls && !out.some((t) => t.cls === cls)) out.push({ cls, word });
  };
  for (const w of words) {
    const cls = lookup(w);
    if (cls) {
      add(cls, w);
      continue;
    }
    if (w.length >= 7) {
      for (let i = 3; i <= w.length - 3; i++) {
        const head = CLASS_OF.get(w.slice(0, i));
        const tail = lookup(w.slice(i));
        // An English compound is a kind of its last part ('Crossfire' is a fire, 'Ashgrove' a grove),
        // so the last part gives the picture first.
        if (head && tail) {
          add(tail, w);
          add(head, w);
          break;
        }
      }
    }
  }
  return out;
}

/** The words a description must not repeat for this name: each word of three letters or more,
 * with its singular and plural. */
export function ownWordSet(words: readonly string[]): ReadonlySet<string> {
  const out = new Set<string>();
  for (const w of words) {
    if (w.length < 3) continue;
    out.add(w);
    out.add(`${w}s`);
    if (w.endsWith('s')) out.add(w.slice(0, -1));
  }
  return out;
}

/** Fixed phrases (pictures, scenes, frames) are split into words once. */
const phraseWordCache = new Map<string, readonly string[]>();

function phraseWords(phrase: string): readonly string[] {
  let list = phraseWordCache.get(phrase);
  if (!list) {
    list = phrase.toLowerCase().split(/[^a-z']+/).filter(Boolean);
    if (phraseWordCache.size > 5000) phraseWordCache.clear();
    phraseWordCache.set(phrase, list);
  }
  return list;
}

/** Whether a phrase repeats one of the name's words (see ownWordSet). Fixed phrases are split
 * once and cached; a sentence built on the fly is searched instead (`cache` false). */
export function repeatsName(phrase: string, own: ReadonlySet<string>, cache = true): boolean {
  if (own.size === 0) return false;
  if (cache) {
    for (const w of phraseWords(phrase)) if (own.has(w)) return true;
    return false;
  }
  const lower = phrase.toLowerCase();
  for (const w of own) {
    for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) {
      if (!isLetter(lower.charCodeAt(at - 1)) && !isLetter(lower.charCodeAt(at + w.length))) return true;
    }
  }
  return false;
}

/** a-z and the apostrophe: a word's own characters (NaN, past either end, is none). */
function isLetter(code: number): boolean {
  return (code >= 97 && code <= 122) || code === 39;
}
