// Hip-hop family: blocks, crates and ciphers; trap gets ice and drip, lo-fi gets rainy windows.
import type { FamilyLexicon, GenreLexicon } from '../lexicon-types';

export const HIP_HOP_FAMILY: FamilyLexicon = {
  id: 'hip-hop',
  adj: `fly dope ill hype wise grand royal regal classic vintage boss major prime elite premium grimy gritty hungry humble loyal steady heavy crisp clean lucid vivid cosmic astral mythic epic iconic mighty fresh true smooth conscious underground lyrical raw original native uptown downtown cold
    slick clever infinite bold legendary supreme solid sharp`,
  noun: `microphone sampler drum_machine beatbox mixtape cassette stereo speaker headphone hoodie snapback medallion throne kingdom empire heritage lineage scripture gospel testament almanac chronicle manifesto blueprint masterpiece monument skyscraper tenement rooftop fire_escape train platform boulevard bodega barbershop laundromat playground court borough district precinct mic beat tape flow bar rhyme chain ring jewel coin stack tag deck booth block boombox cipher turntable crate sample breakbeat sneaker corner stoop subway
    graffiti verse hustle dynasty legacy crown scholar prophet poet professor diplomat
    architect alchemist sage marksman skyline`,
  mass: `platinum diamond asphalt graffiti concrete vinyl wax rhythm gold`,
  gerund: `rising grinding flowing stacking`,
  verb: `rock flip cook build`,
  place: `avenue heights block corner boulevard`,
  head: `bar beat blaze boom cash cipher clout code crown cypher deck dream drip flow grind heat hype loop mind neon rhyme sauce soul style tape tone track verse vibe wave wax brick stoop corner vinyl boom bass kick snare loop bars verse rhyme grind hustle paper stone steel chrome smoke haze sky star city metro south east west north uptown midtown gold ice cash stack crown boss chief prime true real fresh smooth bold jewel coin wax crate beat street block`,
  tail: `bars beat boom cash chain crate crown cypher deck dream grind heat hustle loop mic mind rhyme road sauce stack style team tone track verse vibe way wax block stoop gate yard lane street star life flex wave drip move mode state land lab corner deck town side house mob camp clan city flow beat tape world rock coin smith wise line works`,
  first: `jay dre kofi malik tariq nia rell khalil imani zeke`,
  last: `jackson brooks king rivers`,
  ensemble: `syndicate clique camp alliance squadron assembly clan council division dynasty
    coalition circle cartel`,
  prep: `over beyond under`,
  scenes: [
    'a cipher on a Brooklyn stoop',
    'a crate of dusty records and an MPC',
    'a block party with a sound system on the corner',
  ],
  templates: [
    ['{A} {N}', 9], ['{N} {E}', 7], ['The {A} {E}', 4], ['{I}', 8], ['Young {N}', 3],
    ['Lil {N}', 3], ['{N} Theory', 2], ['{X} {N}', 4], ['{C}', 5], ['{A} {X}', 3],
    ['{N} {P}', 2], ['{A} {N} {E}', 7], ['The {A} {N} {E}', 4], ['{A} {X} {N}', 4], ['{I} {E}', 3],
    ['{X} {N} {E}', 3],
  ],
  syllables: {
    onset: 'k z j d t m n r sh l b p v y dr tr st',
    vowel: 'a o e i ay u ai',
    coda: 'z x k n l r m s',
    ending: 'o ay ee ix an ez io ius on in ah yo',
  },
};

export const HIP_HOP_GENRES: Record<string, GenreLexicon> = {
  // Hip-hop names people and crews as today's scene does: one stylised word, 'Lil' and 'Yung', a
  // first name and a handle ('Kofi Static'), a persona's epithet ('Conway the Machine'), crews with
  // 'Gang', 'Mafia' or 'Clique', and crews named like 'Flatbush Zombies' or 'Souls of Mischief'. 'MC' and 'DJ' handles read as another decade.
  'hip-hop': {
    first: `kofi malik tariq khalil zeke amir jalen nate dre quincy omar idris rico shawn vic wes tobi koby jaden
      cassius milo theo elijah isaiah`,
    // A persona's epithet stands where a surname would: 'Idris the Architect'.
    last: `architect alchemist professor scientist prophet machine butcher author librarian deacon surgeon
      locksmith mechanic magician pharaoh general chemist cartographer`,
    ensemble: `crew collective society`,
    themes: [
      // Moods a brief asks for: loss, being watched, a feud, a good day, love.
      { mood: true, adj: `mourning hollow pale`, noun: `wreath vigil candle eulogy headstone rosary pallbearer`, mass: `ashes`, word: `eulogy vigil wreath pallbearer rosary requiem` },
      { mood: true, adj: `watchful sleepless wired`, noun: `wiretap peephole camera lookout informant alibi deadbolt decoy`, mass: `surveillance insomnia`, place: `precinct`, word: `wiretap peephole lookout alibi deadbolt insomnia decoy` },
      { mood: true, adj: `rival crosstown`, noun: `rival grudge standoff referee knuckle duel`, mass: `friction`, word: `standoff grudge referee crossfire duel` },
      { mood: true, adj: `sunny golden`, noun: `cookout boombox stoop hydrant`, mass: `sunshine`, word: `cookout boombox stoop` },
      { mood: true, adj: `tender lovesick`, noun: `valentine sweetheart slow_jam serenade`, word: `valentine sweetheart serenade lovebug` },
      { mood: true, adj: `outbound homesick`, noun: `greyhound suitcase ticket platform postcard`, word: `greyhound suitcase farewell` },
      { adj: `cosmic lucid astral orbital interstellar lunar`, noun: `planet comet satellite orbit star galaxy rocket meteor astronaut`, word: `orbit comet nova cosmos satellite meteor nebula starchild`, place: `galaxy`, mass: `stardust` },
      { adj: `wise lyrical ancient learned`, noun: `scholar scribe prophet poet sage verse scroll professor philosopher`, word: `scribe verse prophet sage lyric scholar professor poet`, mass: `wisdom knowledge` },
      { adj: `uptown downtown midtown`, noun: `stoop corner block avenue rooftop subway bodega fire_escape`, mass: `concrete asphalt`, word: `crosstown streetlight boulevard concrete hydrant`, place: `uptown eastside southside borough northside`,
        head: `block street stoop corner brick south east west north night`, tail: `side town house yard block hood` },
      { adj: `dusty vintage golden soulful`, noun: `crate record sample breakbeat turntable needle groove loop`, mass: `vinyl wax soul`, place: `basement`, word: `needle groove vinyl wax crate dusty breakbeat digger`,
        head: `crate wax loop beat bass dust gold`, tail: `works lab flow set house` },
      { adj: `smooth cool crisp mellow fresh easy`, noun: `breeze daydream`, word: `breeze smooth chill crisp fresh mellow easy` },
      { adj: `royal regal supreme noble`, noun: `crown throne jewel king queen scepter`, place: `palace`, word: `royal regal crown sovereign noble majesty` },
      { adj: `sly clever slick sneaky`, noun: `trickster rascal rogue bandit hustler`, mass: `mischief trouble`, place: `backstreet`, word: `rascal rogue trickster sly slick` },
      { adj: `static electric`, noun: `signal frequency antenna radio channel`, mass: `static`, place: `airwaves`, word: `static signal frequency antenna radio` },
      { adj: `hungry restless`, noun: `hustler dreamer runner`, word: `hustle dreamer` },
    ],
    scenes: ['a cipher on a Brooklyn stoop', 'a crate of dusty records and a sampler', 'a golden-era beat rolling out of a car window', 'a mixtape passed hand to hand', 'a sample flipped from a forgotten soul record', 'a rhyme book full of crossed-out lines', 'a block party with the speakers in a window'],
    templates: [
      // Personas: a prefix, a first name and a handle, an epithet.
      ['Lil {W}', 1.2], ['Yung {W}', 0.9], ['Baby {W}', 0.4], ['Big {W}', 0.5], ['Kid {W}', 0.3],
      ['{F} {W}', 1], ['{F} the {L}', 2.5],
      // Crews: today's ('Gang', 'Mafia', 'Clique', 'Mob') and as classic crews were named ('Souls of
      // Mischief', 'Lords of the Underground', 'Dungeon Family', 'Flatbush Zombies', 'Dilated Peoples').
      ['{W} Gang', 0.6], ['{W} Mafia', 0.4], ['{W} Clique', 0.4], ['{W} Mob', 0.3],
      ['{A} {Ns}', 1.2], ['{P} {Ns}', 0.6], ['Souls of {X}', 0.3], ['Lords of the {P}', 0.2], ['{N} Family', 0.4],
      ['{X} Crew', 0.3], ['{N} Society', 0.2], ['{X} Fellowship', 0.2], ['{A} {N} Collective', 0.2], ['{X} Village', 0.2],
      // Pairs of plain words are the scene's least: 'Learned Professor', 'Concrete Subways'.
      ['{A} {N}', 0.5], ['{X} {Ns}', 0.3], ['{A} {X}', 0.3],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  rap: {
    first: `malik tariq rell khalil zeke amir jalen dre quincy marcus andre omar dorian
      hakim idris rico shawn vic wes trey`,
    themes: [
      { adj: `hungry relentless fearless restless`, noun: `hustler kingpin boss general captain`, word: `hustler kingpin boss general marshal captain commander lieutenant sergeant major chieftain overseer` },
      { adj: `notorious sly wicked`, noun: `villain menace bandit outlaw rebel`, word: `menace villain bandit outlaw notorious rebel renegade desperado rascal rogue maverick vandal` },
      { adj: `heavy solid massive`, noun: `titan giant anvil mountain`, word: `titan giant heavyweight juggernaut colossus goliath behemoth mammoth bulldozer` },
      { adj: `sharp quick cold`, noun: `razor blade punchline knife`, word: `razor punchline quickdraw sharpshooter switchblade scalpel dagger` },
      { adj: `royal regal golden`, noun: `crown throne don king`, word: `royalty sovereign don monarch emperor pharaoh sultan regent` },
      { adj: `concrete gritty hard raw`, noun: `pavement block corner street`, mass: `concrete asphalt`, word: `pavement concrete asphalt blacktop sidewalk gutter brickwork` },
      { adj: `brilliant lyrical clever witty`, noun: `genius poet verse rhyme notebook`, word: `genius wordsmith lyricist scholar professor philosopher poet` },
      { adj: `fiery blazing`, noun: `flame furnace wildfire ember torch`, mass: `fire heat`, word: `blaze inferno wildfire furnace firestarter torch cinder ember` },
    ],
    scenes: ['sixteen bars spat into a cheap microphone', 'a freestyle battle in a packed parking lot', 'a notebook full of punchlines'],
    templates: [
      ['{W}', 0.3], ['{F} {W}', 1.2], ['Young {W}', 2], ['MC {W}', 2], ['Big {W}', 1.5], ['Kid {W}', 1],
      ['{W} Gang', 1], ['The {A} {Ns}', 1], ['{A} {W}', 1.5], ['{F} the {W}', 1.2], ['{W} {F}', 0.8],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  // Trap names are personas and their crews: 'Lil', 'Yung', a number ahead, 'Gang' behind, a
  // first name and a handle ('Tay Glacier'), stylised with a z where the scene writes one.
  trap: {
    first: `tay kee ty jay bo rell dre trey zay quay pooh boo dee tee kay lo rico nino tino meech juice duke tre ace
      jojo kash kodi nuk dolla`,
    themes: [
      // Moods a brief asks for: loss, being watched, a feud, love, a good day.
      { mood: true, adj: `hollow`, word: `teardrop tombstone rosary heartache wreath vigil headstone pallbearer requiem lullaby candlelight afterlife graveyard halo eulogy` },
      { mood: true, adj: `watchful`, word: `wiretap peephole lookout alibi deadbolt burner floodlight decoy tripwire stakeout doorbell blindspot` },
      { mood: true, adj: `rival`, word: `grudge standoff crossfire referee feud rival knuckles showdown ricochet` },
      { mood: true, adj: `lovesick`, word: `valentine sweetheart rosebud lovebug locket darling honeybun` },
      { mood: true, adj: `sunny`, word: `sparkler fireworks poolside sunroof afterparty` },
      { adj: `icy frozen arctic polar`, noun: `snowman yeti`, head: `ice frost snow`, tail: `box bite line`, word: `frost glacier icebox frostbite blizzard freezer polar sleet avalanche chill snowman iceberg permafrost hailstorm icicle frostline arctic tundra coldfront subzero coldsnap whiteout snowstorm freezeout icecap frostnip glaze hailstone windchill sleetstorm` },
      { adj: `rich paid`, noun: `banker tycoon`, head: `cash rack bank money`, tail: `roll out bag`, word: `racks bandz bankroll guap stacks cashout moneybag paper loot payday jackpot fortune bounty rackz dough checks cashflow treasury bankroller moneyclip stackz payroll windfall grandz mintz vault safehouse` },
      { adj: `flashy shiny`, head: `drip sauce chrome`, tail: `wave splash`, word: `drip sauce splash designer chrome diamond karat mink jewelz velvet glitter flawless platinum pearl bling luster sparkle shine ritz satin cashmere gemstone facet rhinestone gloss lacquer` },
      { adj: `dark smoky`, noun: `ghost phantom specter wraith`, head: `ghost smoke night`, tail: `out face`, word: `ghost phantom shadow smoke eclipse midnight vapor haze fog spirit specter nightmare shade wraith poltergeist blackout nightshade moonless smokescreen haunt banshee apparition afterdark` },
      { adj: `reckless wild`, noun: `savage menace goon bandit outlaw rebel villain rogue hooligan bruiser wildcard`, word: `savage menace goon bandit outlaw reckless havoc hazard chaos trouble rebel villain rogue riot wildcard anarchy mayhem fury rampage outcast hooligan bruiser troublemaker wildfire firestorm` },
      { adj: `fast`, noun: `speedster drifter racer`, head: `turbo jet`, tail: `stream ski`, word: `turbo nitro redline foreign coupe skrrt speedster drifter throttle burnout boost racer jetski dragster hotrod overdrive afterburner supercharge` },
      { adj: `venomous`, noun: `viper cobra scorpion shark panther jaguar gator mamba`, head: `slime snake`, tail: `bite skin`, word: `slime venom viper cobra scorpion python piranha shark panther jaguar gator hyena raptor mamba barracuda komodo tarantula stingray` },
      { adj: `cosmic`, noun: `alien martian astronaut`, word: `cosmo comet nova orbit galaxy alien martian saturn meteor asteroid nebula ufo astro` },
      { adj: `sweet`, word: `candy sugar gummy soda honey cherry lollipop skittle sherbet caramel cupcake bubblegum` },
      { adj: `royal`, noun: `prince duke boss don chief capo mogul kingpin heir baron tycoon`, word: `prince duke boss don chief capo mogul kingpin heir baron tycoon highness majesty heiress` },
    ],
    scenes: ['an 808 rattling a penthouse window', 'a chain catching the club lights', 'a tinted coupe idling outside the studio', 'a hi-hat roll over a half-time beat', 'a studio session that runs until sunrise', 'ad-libs stacked three deep on a hook', 'a phone screen lighting up a dark car'],
    templates: [
      ['Lil {W}', 4], ['Yung {W}', 2.5], ['Young {W}', 1.5], ['808 {W}', 0.7], ['{W} Gang', 2],
      ['{W} Mafia', 1], ['{W} Boyz', 0.4], ['Big {W}', 1.5], ['{W} Baby', 1.5], ['{F} {W}', 2], ['Baby {W}', 1],
      // 'X the Y' names what the persona is ('Kash the Rebel', 'Tay the Kingpin'), never a thing
      // ('Nuk the Headstone', 'Meech the Bubblegum'): the themes' persona nouns fill it.
      ['{W} Money', 1], ['{W}', 0.3], ['{F} the {N}', 1.5], ['{W} {F}', 0.7], ['{F} {W} {D}', 0.6],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  'lo-fi': {
    adj: `snug comfy fluffy woolly velvety foggy drizzly cloudy dewy breezy golden amber mellow dreamy wistful lonely bittersweet nostalgic hushed tiny pillowy rosy peach mossy sunny misty sleepy cozy quiet soft warm rainy mellow dusty drowsy tender lazy muted faded gentle hazy
      slow fuzzy calm lukewarm pastel homemade`,
    noun: `sofa quilt candle mitten scarf beanie slipper clock curtain doorway hallway kitchen pantry garden stoop umbrella puddle comet planet record sampler headphone sticker stamp envelope letter diary journal photo frame mirror pebble shell leaf acorn pinecone mushroom snail frog duck sparrow pigeon owl fox bunny kitten goldfish cactus tulip daisy clover fig lemon plum cherry biscuit waffle pancake noodle dumpling cat mug lamp desk nap rug sock jar plant vase shelf sill cloud spoon kite bike tram bench broom cookie muffin toast jam soup teapot book page kettle window blanket lamp notebook houseplant cassette library bookshelf mug pillow
      sweater couch attic balcony radiator fern pencil bonsai cushion daydream nap postcard
      snowfall lantern desk tape teacup`,
    mass: `tea rain dust steam honey static matcha cereal`,
    head: `soft warm cozy slow sleep dusk dawn mint milk sugar honey plum pear tea rain fern nap lamp snow moss`,
    tail: `nook den loft hall step stoop porch yard lane park pond shore glow hum haze hush song tune loop beat reel note card mail post nap room cat sill fall bloom beam cloud spoon jar drop leaf light tape cup`,
    ensemble: `tapes sessions`,
    scenes: ['rain on the window and a kettle just coming to the boil', 'a cat asleep on a stack of library books', 'a desk lamp glowing over unfinished homework'],
    templates: [
      ['{A} {N}', 10], ['{X} and {X}', 2], ['{N} {E}', 3], ['{A} {X}', 5], ['{N} {N}', 5], ['{C}', 5],
      ['{I}', 4], ['{X} {Ns}', 3], ['{A} {N} {E}', 5], ['{A} {X} {Ns}', 4],
      ['{A} {N} and {X}', 3], ['{G} {N} {E}', 2],
    ],
    replace: ['adj', 'noun', 'mass', 'templates', 'ensemble', 'verb', 'gerund', 'head', 'tail', 'first', 'place'],
    gerund: `dozing drifting humming steeping`,
    place: `attic balcony window_seat`,
    syllables: { onset: 'm l n k s h y p b t r', vowel: 'o u i a e', coda: 'n m', ending: 'o u i ri mi ko na ya pi' },
  },
};
