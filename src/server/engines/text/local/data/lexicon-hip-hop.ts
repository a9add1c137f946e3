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
  head: `bar beat blaze boom cash cipher clout code crown cypher deck dream drip flow grind heat hype loop mind neon rhyme sauce soul style tape tone track verse vibe wave wax brick stoop corner vinyl boom bass kick snare loop bars verse rhyme grind hustle paper stone steel chrome smoke haze sky star city metro south east west north uptown midtown gold ice cash stack crown boss chief prime true real fresh smooth bold jewel coin wax crate mic beat street block`,
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
  'hip-hop': {
    adj: `golden boogie`,
    noun: `mic turntable sampler cipher`,
    mass: `boom_bap`,
    scenes: ['a golden-era beat rolling out of a car window', 'a mixtape passed hand to hand'],
  },
  rap: {
    adj: `lyrical hungry real fearless sharp sly notorious relentless untouchable heavy mean bold
      hard quick`,
    noun: `bar flow hustler kingpin boss diamond chain street pavement lyric villain menace don
      general major marshal giant titan`,
    mass: `pavement concrete`,
    head: `bar flow street`,
    tail: `smith boss`,
    scenes: ['sixteen bars spat into a cheap microphone', 'a freestyle battle in a packed parking lot', 'a notebook full of punchlines'],
  },
  trap: {
    adj: `icy frozen drippy rich lit wavy platinum diamond flashy sticky smoky plush chrome numb
      reckless lavish`,
    noun: `drip chain vault jet penthouse coupe phantom bandit mogul siren stack glacier skyscraper`,
    mass: `ice frost sauce smoke`,
    head: `ice drip frost jet`,
    tail: `vault stack line`,
    scenes: ['an 808 rattling a penthouse window', 'a chain catching the club lights', 'a tinted coupe idling outside the studio'],
    // Trap names are personas and crews, with numbers as the genre uses them: 'Lil {N}', '{D} {N}', '{N} Gang'.
    templates: [
      ['Lil {N}', 3], ['Young {N}', 2], ['{I}', 3], ['{N} Gang', 2], ['{A} {N} Gang', 1], ['Big {N}', 2], ['{N} Mafia', 1],
      ['{D} {N}', 2], ['{N} {D}', 1], ['Lil {A}', 2], ['Young {A} {N}', 1],
    ],
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
