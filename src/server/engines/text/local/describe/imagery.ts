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

/** Each picture is written 'worlds: picture': the families (or, in the 'other' family, the genres)
 * whose scenes it belongs to. A harbour at low tide is folk's; for techno the sea is waves folding
 * over in the dark, for reggae a fishing boat pulled up on the sand. A picture shown in every genre
 * reads as stock, so a class may have no picture for a genre, which then shows its own scene. */
const WRITTEN: readonly ImageClass[] = [
  { id: 'night', topic: 'the hours after dark', words: 'night nights midnight nocturnal nocturne dusk evening twilight nightfall nightcap nox noctis insomnia insomniac afterhours curfew moonlit nightshift latenight',
    pictures: ['pop hip-hop rock: streetlights coming on one by one', 'folk jazz: a kitchen light left on at three in the morning', 'electronic pop: the last bus pulling away', 'folk classical world: a town asleep except for one window', 'metal: a churchyard wall black against a blacker sky', 'hip-hop: a corner-shop shutter half down after midnight', 'jazz: a club door propped open onto a wet street after the last set', 'reggae: a yard lit by one bulb and a speaker box', 'experimental: a radio left hissing in an empty house', 'hip-hop: a studio light still on at four in the morning', 'jazz: a late-night radio show playing ballads'] },
  { id: 'moon', topic: 'the moon and its light', words: 'moon lunar crescent eclipse moonbeam moonlight selene luna',
    pictures: ['folk metal: a pale disc over a dark field', 'classical pop world: silver light across a quiet lake', 'electronic experimental: a sky with one bright thing in it', 'jazz: a moon hanging over the river after the club lets out', 'hip-hop: a moon over the tower blocks', 'rock: a moon over a motel pool', 'reggae: moonlight on the sea past a beach sound system', 'hip-hop: a full moon over a parking-lot cipher', 'jazz: moonlight on a dance-hall floor after the last slow song', 'rock: a moon rising over the tour van on the interstate', 'metal: a blood-red moon over a graveyard'] },
  { id: 'star', topic: 'the night sky and what moves through it', words: 'star starlit starlight stellar comet nova nebula galaxy cosmos cosmic orbit orbital astral satellite quasar pulsar astronaut rocket space meteor zodiac constellation planet saturn jupiter mars venus gravity odyssey galactic stardust kite',
    pictures: ['electronic metal classical: a long exposure of a night sky', 'electronic rock pop: a small capsule drifting past the blue edge of the world', 'experimental rock: static from a radio pointed at the sky', 'hip-hop: plane lights blinking over a rooftop in the city', 'folk: a sky full of stars over a campfire', 'jazz: stars over a rooftop bar', 'reggae: stars over a sound system in an open yard', 'world: a desert sky thick with stars', 'hip-hop: a satellite blinking over the projects', 'jazz: a marquee spelling a singer\'s name in bulbs', 'metal: a sky of cold stars over a frozen lake', 'pop: glow-in-the-dark stars on a bedroom ceiling', 'folk: a shooting star over a hay field', 'rock: stars above a festival car park'] },
  { id: 'light', topic: 'signs, strobes and artificial light', words: 'neon fluorescent strobe laser hologram prism glow glitter sparkle spotlight lamp lantern flare flash beam halo aurora shimmer chrome mirrorball disco beacon flicker flickering strobing',
    pictures: ['rock hip-hop: a sign buzzing over an empty lot', 'electronic pop: colour spilling across a wet pavement', 'electronic pop: a mirrorball turning in a room nearly empty', 'experimental rock jazz: light bending through cheap glass', 'metal: a lighter flame held up in a dark arena', 'folk: a lantern swinging on a porch', 'classical: chandeliers dimming before the overture', 'reggae: coloured bulbs strung over a dance yard', 'world: lanterns strung across a night market', 'hip-hop: a phone screen lighting up a dark car', 'jazz: a red bulb over a slow dance', 'jazz: candles on the tables of a supper club'] },
  { id: 'road', topic: 'cars and highways', words: 'road highway motel freeway interstate route mile coupe convertible cruiser car cadillac chevy mustang truck pickup diesel gasoline gas garage driver drive headlight taillight dashboard turnpike exit overpass tire wheel engine',
    pictures: ['rock folk: tail lights shrinking down a long straight road', 'rock pop: a motel sign buzzing over an empty lot', 'hip-hop rock: a car idling in a gas-station forecourt', 'electronic pop: a dashboard glowing on a night drive', 'metal: a tour van crawling over a mountain pass in sleet', 'jazz: a Cadillac parked outside a supper club', 'reggae: a minibus with the bass turned up on a coast road', 'world: a bus roof piled high with luggage', 'hip-hop: a tinted car rolling slowly past the block', 'jazz: a tour bus parked outside a small-town auditorium'] },
  { id: 'city', topic: 'streets and concrete', words: 'city metro subway street avenue boulevard block alley skyline rooftop tower concrete downtown uptown tenement apartment district suburb suburbia mall arcade billboard corner parking lot pavement plaza borough detroit',
    pictures: ['hip-hop pop: a rooftop above traffic that never stops', 'hip-hop rock: a corner shop lit up at the end of a block', 'electronic hip-hop: concrete still warm after a long day', 'electronic rock experimental: an underpass echoing with footsteps', 'jazz: a fire escape above a late-night avenue', 'folk: the one main street of a small town', 'reggae: a tenement yard with a speaker box on the wall', 'classical: a city square outside the concert hall', 'metal: tower blocks under a black sky', 'jazz: a record shop on a corner where the singers hang out', 'jazz: a block party with a horn section on a flatbed truck', 'folk: a bus station in a county town', 'electronic: a multi-storey car park at dawn'] },
  { id: 'machine', topic: 'machines and circuitry', words: 'machine maschine unit system circuit function module signal pulse voltage transistor synth robot android cyborg motor piston gear factory grid code cycle sequence loop frequency resonance oscillator relay terminal mainframe protocol network node algorithm telemetry laboratory radiation entropy cipher programme program sector division commission scanning data server cable coil fuse',
    pictures: ['electronic experimental: a room of blinking machines left running overnight', 'electronic metal: a factory floor keeping perfect time', 'electronic rock: cables and red standby lights in the dark', 'electronic experimental: a sequence that repeats until it changes you', 'hip-hop: a sampler with its pads worn smooth by thumbs', 'pop: a synth with its preset lights blinking', 'metal: a foundry press slamming down', "jazz: a Hammond organ's rotating speaker", 'rock: a rack of old valve amps warming up', 'folk: a mill wheel turning by the river'] },
  { id: 'metal', topic: 'metalwork and the forge', words: 'iron steel copper rust anvil forge blade sword axe hammer rivet girder foundry titanium knife knives switchblade',
    pictures: ['metal rock: sparks coming off a grinder', 'metal folk: an anvil ringing in a cold shed', 'metal folk: a blade cooling in a bucket of water', 'electronic rock: a girder stamped with a foundry mark', 'hip-hop: a chrome rim catching a streetlight', 'pop: a steel bridge lit up at night', 'jazz: a brass bell polished to a shine', 'hip-hop: a fire escape rattling over an alley', 'jazz: a horn gleaming under a single stage light'] },
  { id: 'death', topic: 'graves and mourning', words: 'grave tomb crypt catacomb coffin corpse funeral skull bone skeleton gallows morgue mortuary cemetery graveyard reaper scythe carrion carnage sepulchre ossuary ossified requiem dirge elegy shroud ash abyss oblivion decay plague torment bury sepulchral undervault banshee hydra',
    pictures: ['metal rock: a cemetery gate left unlocked', 'folk classical metal: a bell tolling for somebody you never met', 'metal rock: candles burning down in a cold chapel', 'metal: a narrow stair going down under a church', 'hip-hop: a mural painted for a friend who is gone', 'jazz: a brass band playing slow on the way to the cemetery', 'reggae: a nine-night wake with the sound system playing', 'pop: black lace and a wilted bouquet', 'electronic: a strobe over a room gone as still as a vault'] },
  { id: 'sacred', topic: 'church and ritual', words: 'church chapel cathedral altar hymn hymnal psalm choir saint sinner prayer gospel angel heaven halo relic shrine temple monk nun pilgrim cross rosary sermon sabbath cult ritual coven witch warlock occult sigil rune oracle prophet psalter vigil zion revelation revival',
    pictures: ['metal classical: a stone nave with one candle lit', 'classical folk: voices rising in a cold church', 'metal experimental: a ritual nobody outside the circle understands', 'folk rock: a hand-painted sign promising salvation by a rural road', 'jazz: a gospel choir clapping on the off-beat', 'reggae: a Nyabinghi gathering singing at dawn', 'hip-hop: a storefront church between a barber and a liquor store', 'electronic: a rave in a deconsecrated church', 'pop: a wedding chapel lit up in pink', 'hip-hop: a mural of a saint on a corner-shop wall', 'jazz: a tambourine shaking in the back pew'] },
  { id: 'fire', topic: 'fire and smoke', words: 'fire flame candle ember blaze wildfire inferno pyre cinder smoke ash brimstone furnace bonfire torch match spark sulphur burn cigarette smouldering burning ash',
    pictures: ['folk metal: embers lifting off a bonfire', 'jazz pop rock: a match struck in a dark room', 'folk rock: smoke hanging low over a field', 'metal electronic: a furnace door opening on orange light', 'hip-hop: a lighter flicking in a stairwell', 'reggae: a cooking fire in a yard at night', 'classical: candles guttering in a chandelier', 'hip-hop: a barbecue smoking at a block party', 'jazz: a candle on every table of a supper club', 'classical: candlelight in a country church concert', 'electronic: a lighter held up in a warehouse'] },
  { id: 'water', topic: 'the sea and the shore', words: 'sea ocean tide wave harbour harbor marina coast coastline shore beach lagoon reef surf surfboard river lake pond flood drown current undertow brine salt gull lighthouse pier',
    pictures: ['rock pop: a pier in off-season rain', 'electronic metal: waves folding over in the dark', 'folk classical: a lighthouse sweeping an empty bay', 'folk: a harbour at low tide with the boats leaning over', 'hip-hop: a jet ski cutting across a marina', 'reggae: a fishing boat pulled up on the sand', 'jazz: a riverboat with a band on deck', 'world: a ferry crossing a wide river at dusk', 'hip-hop: a river under a freeway bridge at night', 'jazz: rain running down a dance-hall window', 'jazz: a baptism in a muddy river', 'classical: a harp glissando like water over stones', 'experimental: a hydrophone lowered into a canal', 'rock: a swimming hole under a railway bridge', 'metal: black water at the bottom of a mine shaft', 'electronic: a harbour crane lit up at night'] },
  { id: 'cold', topic: 'ice and winter', words: 'cold ice frost snow winter glacier frozen arctic polar blizzard icicle sleet hail vinter frost tundra boreal',
    pictures: ['rock hip-hop: breath hanging in the air', 'metal classical: a frozen lake creaking under its own weight', 'pop jazz: snow falling past a streetlamp', 'metal folk: a pine forest buried in white', 'electronic: a warehouse so cold the crowd dances in coats'] },
  { id: 'weather', topic: 'storms and weather', words: 'storm thunder lightning rain cloud fog mist haze hazy wind gale hurricane tornado squall drizzle monsoon tempest weather sky vapor vapour steam ozone puddle raincoat drizzle drizzled rainbow earthquake',
    pictures: ['folk rock: a storm front rolling over flat country', 'metal classical: fog sitting in a valley at dawn', 'folk reggae jazz: rain hammering a tin roof', 'rock world: clouds piling up over the hills', 'electronic: rain on the skylight of a warehouse', 'hip-hop: rain on a windscreen outside the studio', 'pop: a rainbow over a wet car park', 'metal: a storm breaking over a mountain road', 'experimental: wind recorded through a wire fence', 'rock: a hailstorm drumming on a van roof'] },
  { id: 'nature', topic: 'woods, fields and hills', words: 'forest wood woods pine oak elm birch willow fern moss meadow field orchard grove hollow glen valley hill mountain ridge cliff cave canyon desert mesa dune prairie marsh swamp bog heath moor bramble thorn thistle acre harvest sugarcane laurel bayou levee island',
    pictures: ['folk metal: a path into trees nobody has cut back', 'folk world classical: wind moving through long grass', 'folk rock classical: a valley after the rain has stopped', 'folk pop: a field edge at the end of the day', 'electronic: a forest clearing with a sound system in it', 'hip-hop: a park bench under the only tree on the block', 'jazz: a bayou at dusk with the cicadas going', 'reggae: banana leaves dripping after a shower', 'experimental: a contact microphone taped to a tree', 'metal: a pine forest black against the snow', 'rock: long grass behind a festival stage'] },
  { id: 'flower', topic: 'gardens and flowers', words: 'flower rose petal bloom blossom lily daisy violet orchid tulip poppy lavender honeysuckle garden bouquet',
    pictures: ['folk rock pop: a garden going wild after the owners left', 'pop hip-hop: petals on a wet windscreen', 'pop jazz folk: a bunch of flowers left on a doorstep', 'metal: black roses on a coffin lid', 'electronic: a festival field full of wildflowers', 'classical: a bouquet thrown onto the stage', 'reggae: hibiscus on a garden fence'] },
  { id: 'bird', topic: 'birds in flight', words: 'crow raven owl hawk eagle falcon sparrow wren heron swan flamingo bird parrot gull magpie rook starling kestrel skylark lark dove pigeon vulture condor',
    pictures: ['rock pop folk: birds lifting off a wire all at once', 'folk classical: wings over a flat grey estuary', 'metal folk: a shape circling high over a field', 'electronic: pigeons scattering under a railway arch', 'hip-hop: pigeons on a rooftop over the projects', 'jazz: a songbird in a cage by a club window', 'reggae: a hummingbird at a hibiscus', 'experimental: a field recording of a dawn chorus played back slowed down', 'rock: crows on the roof of the rehearsal shed', 'classical: a flute line chasing a skylark', 'metal: a raven on a fence post in the rain'] },
  { id: 'beast', topic: 'animals of the woods and plains', words: 'wolf fox deer stag horse pony tiger lion panther jaguar coyote bear hound hare rabbit boar bull buffalo elk moose lynx leopard',
    pictures: ['rock folk: eyes catching the headlights by the roadside', 'metal folk: something wild moving at the treeline', 'folk classical: fresh tracks leading off the path', 'hip-hop: a pit bull pacing a chain-link fence', 'electronic: a fox crossing an empty car park at dawn', 'pop: a stray cat on a sunlit wall', 'jazz: a big cat painted on a nightclub sign', 'reggae: a lion painted on a yard wall', 'experimental: an animal call recorded at night and stretched out', 'rock: a dog asleep under the mixing desk', 'electronic: a deer frozen in a car\'s headlights on a forest road'] },
  { id: 'creature', topic: 'insects and snakes', words: 'moth butterfly bee hornet wasp spider snake serpent viper rat beetle cricket firefly lizard scorpion fang',
    pictures: ['folk rock: something small circling a porch light', 'pop classical: wings batting at a lit window', 'metal experimental: a rustle under the floorboards', 'electronic: insects swarming round a floodlight at an outdoor rave', 'hip-hop: roaches scattering when the kitchen light goes on', 'jazz: crickets outside a juke joint'] },
  { id: 'gear', topic: 'amps, tape and cables', words: 'static feedback amplifier amp distortion reverb receiver dial turntable headphone vocoder cymbal guitar pedal horn chord amplified speaker cassette tape stereo',
    pictures: ['rock metal: an amp humming before anyone plays', 'rock jazz experimental: a tape machine with its needles in the red', 'rock pop: a cable crackling as it goes into the jack', 'metal reggae electronic: a speaker stack leaning over the front row', 'hip-hop: a turntable spinning under a desk lamp', 'classical: a music stand with the parts laid out', 'folk: a fiddle case open on a pub table'] },
  { id: 'dust', topic: 'dust and drought', words: 'dust dusty dusttown dustfield sunburnt asphalt tumbleweed drought dry gravel',
    pictures: ['folk rock: dust blowing across an empty main street', 'folk rock: a dry creek bed in August', 'folk rock: a pickup leaving a long plume behind it', 'metal: dust shaking off a stack of amps at the first chord', 'hip-hop: a dusty record crate in a basement', 'electronic: dust in the beam of a projector', 'world: a market square in the dry season', 'hip-hop: a summer heat haze over a basketball court', 'jazz: dust on a stack of seven-inch singles in a thrift store', 'jazz: a dusty jukebox in a roadside diner'] },
  { id: 'rail', topic: 'trains and railway lines', words: 'railroad railway train depot caravan express crossing tunnel station freight boxcar locomotive',
    pictures: ['folk jazz rock: a freight train crossing at night', 'pop electronic: an empty platform after the last train', 'folk: a level crossing bell ringing over open fields', 'hip-hop: a subway car covered in tags', 'metal: a coal train under a black sky', 'classical: a sleeper train crossing a frontier at night'] },
  { id: 'blast', topic: 'explosions and collapse', words: 'dynamite wrecking landslide havoc explosion bomb detonator demolition avalanche',
    pictures: ['rock metal hip-hop: a fuse burning down to the last inch', 'electronic metal: a building coming down in one go', 'folk metal: a hillside giving way after the rain', 'pop: fireworks going off over a beach'] },
  { id: 'colour', topic: 'colour itself', words: 'blue cobalt indigo amber saffron grey gray bronze crimson scarlet violet magenta teal turquoise',
    pictures: ['pop folk electronic: a colour you only see for ten minutes after sunset', 'rock metal jazz: a sky going the colour of a bruise', 'hip-hop: a candy-painted car under streetlights', 'reggae: red, gold and green painted on a shop front'] },
  { id: 'runaway', topic: 'people on the run', words: 'runaway drifter wanderer getaway rascal outlaw fugitive hitchhiker vagabond hobo rambler',
    pictures: ["folk pop: a runaway's bag packed by the back door", 'folk rock: a thumb out on the verge of a long road', 'hip-hop rock: a getaway car with the engine running', 'metal: a motorcycle on a back road with no headlight', 'electronic: a night bus to the edge of the city', 'jazz: a train ticket bought under a false name'] },
  { id: 'mirror', topic: 'glass and reflections', words: 'mirror glass window lens prism',
    pictures: ['rock metal: a cracked mirror in a backstage toilet', 'electronic hip-hop: light breaking on a smashed window', 'pop folk electronic: your own face in a dark train window', 'jazz classical: a dressing-room mirror ringed with bulbs', 'jazz: a shop window with a singer checking her hair', 'experimental: a room of mirrors in an empty gallery', 'metal: a shattered mirror in a derelict hall', 'electronic: a glass tower reflecting the sunrise'] },
  { id: 'party', topic: 'fairs and celebrations', words: 'parade confetti picnic carnival circus fair funfair festival balloon',
    pictures: ['pop: confetti in the gutter the morning after', 'folk: bunting strung across a village street', 'rock pop: a fairground ride lit up against the dark', 'electronic: a field of tents at sunrise after the last set', 'hip-hop: a block party with speakers in the street', 'reggae: a carnival float crawling down the road', 'jazz: a second line dancing down the street', 'metal: a beer tent at a summer metal festival', 'world: a wedding band playing in a courtyard'] },
  { id: 'body', topic: 'the body and its pulse', words: 'heart blood bone skin hand fist tongue teeth tooth eye pupil mouth lip vein nerve spine skull knuckle throat lung pulse heartbeat',
    pictures: ['electronic pop: a pulse you can feel in your throat', 'rock hip-hop: knuckles gone white on a steering wheel', 'experimental metal: a close-up nobody asked for', 'folk: calloused fingers on a fretboard', "jazz: a trumpet player's cheeks puffed out", "classical: a conductor's hand raised before the downbeat", 'hip-hop: a hand slapping a table in time', 'jazz: a singer\'s hand pressed to the heart on the high note'] },
  { id: 'home', topic: 'rooms and houses', words: 'house home room kitchen bedroom basement attic porch hallway window door curtain wallpaper couch sofa mattress blanket pillow carpet hotel motel apartment landlord tenant lodger',
    pictures: ['pop hip-hop rock: a bedroom with the curtains drawn at noon', 'folk: a porch light left on for someone', 'rock jazz: wallpaper peeling in a rented room', 'metal experimental: a hallway with every door shut', 'electronic: a flat party spilling onto the stairwell', 'reggae: a veranda with a radio on the rail', 'classical: a parlour piano nobody tunes'] },
  { id: 'sweet', topic: 'sweets and summer treats', words: 'candy sugar honey cherry peach lemon lemonade soda cola bubblegum cupcake cake milkshake icecream sherbet vanilla caramel coconut strawberry syrup juice',
    pictures: ['pop hip-hop: a soda can sweating on a hot step', 'pop rock: a paper bag of sweets from the corner shop', 'pop: a summer afternoon at the edge of a pool', 'folk: a jar of honey on a farmhouse table', 'jazz: a soda fountain in a diner', 'reggae: a coconut split open on a beach', 'jazz: a slice of pie at a church social', 'jazz: a sweetheart\'s name on the back of a record sleeve', 'metal: a burnt sugar smell at a fairground at night', 'rock: a bag of chips on the tour van dashboard', 'electronic: a neon sweet-shop sign', 'classical: sugared almonds at an interval bar'] },
  { id: 'drink', topic: 'bars and last orders', words: 'gin whiskey whisky bourbon wine rum vodka beer tequila martini cocktail speakeasy tavern saloon bar pub cabaret jukebox nightcap moonshine boogie swing',
    pictures: ['jazz rock: a last drink poured after closing', 'jazz folk: a low-lit bar with the chairs going up on tables', 'folk jazz pop: glasses ringing over a room full of talk', 'hip-hop: a bottle passed round a booth', 'electronic: a bar queue three deep at two in the morning', 'metal: a horn of ale raised in a mead hall', 'reggae: a rum shop with a jukebox'] },
  { id: 'money', topic: 'money and show', words: 'gold diamond cash money dollar rich bank vault jewel ruby emerald sapphire crown king queen throne designer chain ice drip mansion yacht rolex pearl platinum',
    pictures: ['hip-hop pop: a chain catching the flash of a camera', 'hip-hop pop: a car worth more than the block it is parked on', 'hip-hop pop: a stack of bills on a kitchen table', 'metal: a crown rusting on a stone throne', "jazz: a diamond ring on a piano player's hand", 'rock: a gold record hanging in a dressing room', "folk: a coin in a busker's case", 'classical: gold leaf on an opera-house ceiling'] },
  { id: 'youth', topic: 'youth and its summers', words: 'kid kids teen teenage youth school schoolyard summer skate skateboard bike bicycle joystick cartridge arcade cassette mixtape polaroid walkman vhs prom',
    pictures: ['pop rock: a bike dropped on a front lawn', 'rock hip-hop: a cassette rewound with a pencil', 'pop folk: a summer that seemed like it would never end', 'electronic pop: an arcade cabinet glowing in a dark corner', 'metal: a band logo drawn on a school rucksack', "jazz: a school band's first concert"] },
  { id: 'war', topic: 'battle and rebellion', words: 'war battle army soldier legion warrior siege fortress castle banner shield spear arrow helmet cannon bullet gun shotgun rifle trench riot barricade rebel outlaw bandit',
    pictures: ['metal folk: banners over a field before a battle', 'rock hip-hop: a barricade going up across a street', 'metal classical: smoke drifting over a field the morning after', 'reggae: a protest march behind a sound truck'] },
  { id: 'paper', topic: 'paper, film and radio', words: 'paper letter postcard ink page book diary map atlas photograph film reel cinema matinee poster ticket stamp envelope radio telegram television tv',
    pictures: ['folk pop: a postcard nobody ever sent', 'folk jazz: an old photograph gone soft at the edges', 'rock experimental electronic: a radio tuned between two stations', 'hip-hop: a notebook of rhymes with its pages curling', 'metal: a photocopied fanzine with a skull on the front', 'classical: a score marked up in pencil', 'reggae: a hand-drawn dance poster on a lamp post', 'hip-hop: a flyer for a show stapled over last week\'s', 'jazz: a handwritten set list taped to a stage monitor', 'metal: a lyric sheet written in a spiky hand', 'electronic: a white label with a number scrawled on it', 'rock: a setlist stuck to the floor with gaffer tape'] },
  { id: 'velvet', topic: 'fabrics and stage clothes', words: 'velvet satin silk lace leather denim suede fur velour sequin glitter mink',
    pictures: ['jazz classical: a velvet curtain before the show', 'rock metal: a jacket that has seen a hundred gigs', 'pop jazz: a dress catching the stage lights', 'hip-hop: a fur coat over a tracksuit', 'electronic: sequins under a strobe', 'folk: a patched denim jacket by a festival fire', 'jazz: matching suits lined up for a vocal group\'s entrance', 'jazz: a satin dress spinning on a dance floor', 'experimental: a felt curtain muffling a room', 'classical: a velvet seat in the front row'] },
  { id: 'stone', topic: 'stone and rock', words: 'stone rock boulder monolith dolmen megalith cairn quarry marble granite basalt obsidian slate flint gravel pebble',
    pictures: ['folk metal: a standing stone on a bare hill', 'metal experimental: a quarry filled with still black water', 'metal rock: a slab nobody could move', 'electronic: a concrete bunker with a sound system inside', 'hip-hop: a stoop outside a brownstone', "classical: a cathedral's stone steps", 'hip-hop: a cracked curb where the whole block sits', 'jazz: church steps where the choir gathers after service'] },
  { id: 'dream', topic: 'sleep, dreams and ghosts', words: 'dream dreamer sleep slumber reverie lullaby pillow nap hush whisper echo ghost phantom spectre shadow shade apparition haunt',
    pictures: ['pop electronic experimental: a room that is not quite there when you look straight at it', 'folk pop: a voice from the next room you cannot make out', 'pop electronic classical: the half-second before you wake', 'metal: a shape at the foot of the bed', 'hip-hop: a late-night drive with the seat tipped back', 'jazz: a ballad half-heard through the club wall', 'rock: a song that came in a dream and was gone by morning', 'hip-hop: a beat tape playing to an empty bedroom at four in the morning', 'jazz: a love song drifting out of an upstairs window', 'jazz: a lullaby hummed over a sleeping baby', 'metal: a nightmare that comes back every winter', 'rock: a half-remembered song from a dream'] },
];

/** The worlds each picture belongs to ('folk', 'metal', 'reggae'...). */
export const PICTURE_WORLDS = new Map<string, ReadonlySet<string>>();

export const IMAGE_CLASSES: readonly ImageClass[] = WRITTEN.map((cls) => ({
  ...cls,
  pictures: cls.pictures.map((written) => {
    const at = written.indexOf(': ');
    const picture = written.slice(at + 2);
    PICTURE_WORLDS.set(picture, new Set(written.slice(0, at).split(' ')));
    return picture;
  }),
}));

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
  for (const w of words) {
    for (const cls of classesOfWord(w)) if (!out.some((t) => t.cls === cls)) out.push({ cls, word: w });
  }
  return out;
}

/** Each word's classes, worked out once: a list of names says the same words again and again. */
const wordClassCache = new Map<string, readonly ImageClass[]>();

function classesOfWord(w: string): readonly ImageClass[] {
  let classes = wordClassCache.get(w);
  if (classes) return classes;
  const found: ImageClass[] = [];
  const cls = lookup(w);
  if (cls) found.push(cls);
  else if (w.length >= 7) {
    for (let i = 3; i <= w.length - 3; i++) {
      const head = CLASS_OF.get(w.slice(0, i));
      const tail = lookup(w.slice(i));
      // An English compound is a kind of its last part ('Crossfire' is a fire, 'Ashgrove' a grove),
      // so the last part gives the picture first.
      if (head && tail) {
        found.push(tail);
        if (head !== tail) found.push(head);
        break;
      }
    }
    // A known word of four letters or more in front of a plain ending ('Moneybag', 'Frostbite')
    // still pictures its first half.
    if (found.length === 0) {
      for (let i = w.length - 3; i >= 4; i--) {
        const head = CLASS_OF.get(w.slice(0, i));
        if (head) {
          found.push(head);
          break;
        }
      }
    }
  }
  classes = found;
  if (wordClassCache.size > 20_000) wordClassCache.clear();
  wordClassCache.set(w, classes);
  return classes;
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
