// Electronic family: circuits, signals and dancefloors, with a flavour per scene.
import type { FamilyLexicon, GenreLexicon } from '../lexicon-types';

export const ELECTRONIC_FAMILY: FamilyLexicon = {
  id: 'electronic',
  adj: `luminous vivid spectral photonic subsonic ultrasonic supersonic stereo glitched pixelated corrupted compressed virtual augmented robotic cybernetic artificial automatic autonomous stellar galactic interstellar atomic nuclear molecular cellular elastic plastic metallic crystalline liquid radiant digital synthetic binary analog modular pulsing strobing hyper orbital lunar solar
    magnetic kinetic sonic quantum infinite parallel inverted encrypted remote wireless looping
    phased filtered`,
  noun: `transistor modem synthesizer theremin vocoder turntable mixer amplifier subwoofer headphone microphone cassette laserdisc floppy android robot cyborg drone rover probe shuttle rocket capsule reactor dynamo turbine magnet battery nebula pulsar quasar galaxy comet meteor asteroid node cell chip byte code ray arc bulb port key dial knob fader cable jack plug lamp orb disc ring coil relay signal circuit pulse frequency waveform satellite orbit vector pixel algorithm module
    oscillator prism laser grid node transmitter receiver antenna beacon cipher relay sequencer
    drum_machine hologram capacitor diode`,
  mass: `ozone neon chrome electricity gravity data voltage static bandwidth telemetry plasma radiation current feedback`,
  gerund: `pulsing looping glitching flickering scanning humming strobing phasing`,
  verb: `decode transmit reboot encrypt amplify sync scan`,
  place: `sector district grid arcade terminal station zone relay`,
  head: `analog atom binary bit circuit core data diode glitch grid hex lumen macro mono optic orbit plasma proto quantum radar radio retro robo signal stereo tech zeta sub bass kick hat loop wave strobe static vector matrix cyber astro neo hyper turbo ultra mega nano micro solar lunar polar omni auto delta gamma alpha omega sigma theta lambda kilo tera ion volt byte code arc nova flash sonic glow drift pixel quartz ozone synth cobalt helix prism pulse volt hex data neon chrome echo phase orbit beam laser flux sync`,
  tail: `signal sonic static stream circuit chip frame sector hertz switch vector bit loop beam drive form bit hex port link net web lock key dial deck tape disc ring orb arc ion volt watt amp tone phase glow flash burst storm rain fall rise core gate zone point shift spark flux pulse node cell code mode path ray scan sync byte light field grid wave line form field core drive lab beam loop`,
  first: `nova kai luca mika jun aria zane remy sasha niko`,
  last: `vektor strand lindqvist okafor marr`,
  ensemble: `system network protocol programme division laboratory`,
  prep: `beyond after below across inside through between`,
  scenes: [
    'a warehouse lit only by strobes',
    'a bank of blinking synthesizers at four in the morning',
    'a city seen through a rain-streaked taxi window',
  ],
  templates: [
    ['{A} {N}', 10], ['{X} {N}', 6], ['{C}', 9], ['{I}', 9], ['{N} {K}', 3], ['{A} {X}', 5],
    ['{N} {E}', 3], ['{G} {N}', 4], ['{N} {P}', 3], ['The {A} {Ns}', 3],
    ['{F} {N}', 2], ['{A} {N} {E}', 5], ['{A} {X} {N}', 5], ['{I} {N}', 4],
    ['{C} {N}', 3], ['{X} {N} {P}', 3],
  ],
  syllables: {
    onset: 'k z v x n m t d l r s kr tr zy',
    vowel: 'a e i o y a',
    coda: 'x k n r z s',
    ending: 'ex ix on tron ator ik ar um io ek',
  },
};

export const ELECTRONIC_GENRES: Record<string, GenreLexicon> = {
  electronic: {
    adj: `electric circuit luminous vivid remote algorithmic`,
    noun: `synthesizer mainframe transistor modem keyboard console`,
    mass: `electricity wavelength`,
    scenes: ['a studio full of patch cables and blinking lights', 'a laptop glowing in a dark club booth'],
  },
  edm: {
    adj: `euphoric massive blazing supersonic radiant epic ultra turbo limitless stellar vivid
      explosive soaring weightless`,
    noun: `laser confetti festival anthem skyline rave glowstick horizon firework summit supernova
      arena sunrise mainstage crowd_surfer pyro`,
    mass: `euphoria confetti bass adrenaline`,
    head: `sky star sun hyper ultra laser`,
    tail: `rise blast high fall beam`,
    scenes: ['a mainstage at sunrise with confetti in the air', 'ten thousand hands in the air before the drop', 'lasers cutting through festival smoke'],
    templates: [['{I}', 5], ['{C}', 3]],
  },
  // Techno names are terse and label-like: one hard word ('Surgeon', 'Function'), a word and a
  // catalogue number ('Relay 303'), a place and what it runs ('Docklands Systems'), machine terms.
  techno: {
    themes: [
      // Moods a brief asks for: being watched, loss, two forces against each other, euphoria.
      { mood: true, adj: `covert monitored encrypted`, noun: `dossier decoy informant handler camera scanner`, mass: `surveillance`, word: `wiretap dossier handler decoy informant surveillance overwatch`, head: `watch`, tail: `post` },
      { mood: true, adj: `grey mourning hollow`, noun: `wreath vigil requiem cenotaph procession`, mass: `ash`, word: `requiem cenotaph vigil` },
      { mood: true, adj: `opposed counter colliding`, noun: `piston counterweight collision standoff crossfire`, mass: `friction torque`, word: `counterweight collision standoff friction` },
      { mood: true, adj: `euphoric ecstatic radiant`, noun: `sunrise laser strobe`, mass: `afterglow`, word: `euphoria afterglow daybreak` },
      { adj: `industrial mechanical hydraulic heavy`, noun: `piston turbine conveyor press foundry furnace kiln pylon silo crane gantry boiler`, mass: `steel iron rust`, word: `piston turbine conveyor foundry kiln furnace pylon silo fabrik maschine`, head: `steel iron kiln rust`, tail: `works press forge mill plant` },
      { adj: `closed parallel remote encrypted open`, noun: `circuit channel signal relay receiver transmitter antenna cable`, mass: `static feedback interference`, word: `relay receiver transmitter channel frequency interference signal`, head: `volt code`, tail: `line link` },
      { adj: `basic hidden ancient repetitive minimal modular`, noun: `method function procedure routine pattern sequence system program`, word: `function method sequence routine procedure pattern objekt kontrol struktur zyklus impuls`, head: `loop grid`, tail: `form cell` },
      { adj: `silent nocturnal anonymous`, noun: `operator surveyor engineer technician machinist`, word: `surgeon operator developer engineer surveyor technician welder mechanic machinist regulator` },
      { adj: `subterranean underground brutalist`, noun: `bunker tunnel vault shaft basement cellar`, mass: `concrete darkness`, word: `bunker tunnel shaft vault undercroft`, place: `docklands canalside northgate eastport ringway`, head: `under deep`, tail: `vault shaft` },
      { adj: `hypnotic relentless constant rotary`, noun: `pulse cycle rotation orbit`, mass: `pressure torque momentum resonance gravity velocity`, word: `torque momentum velocity resonance pressure tension inertia` },
      { adj: `polar planetary orbital lunar`, noun: `satellite trajectory meridian altitude axis`, mass: `inertia gravity vacuum`, word: `inertia trajectory meridian perihelion apogee vacuum`, head: `axis orbit`, tail: `point line` },
      { adj: `eastern brutalist monolithic prefab`, noun: `tower monument reactor checkpoint plattenbau kombinat`, mass: `concrete`, word: `plattenbau kombinat checkpoint reactor monument ostblock`, place: `ostbahnhof friedrichshain spreewerk`, head: `ost block`, tail: `werk bau` },
      { adj: `ritual occult tribal ceremonial`, noun: `rite trance totem mask ceremony`, mass: `smoke incense`, word: `ritual trance totem ceremony invocation` },
      { adj: `sleepless strobing blinded`, noun: `strobe fogbank sunrise sweatbox`, mass: `fog strobe`, word: `strobe afterhours sweatbox blackout` },
      { adj: `grey dead outer`, noun: `district sector quarter estate zone`, place: `eastside westport southbank riverside`, word: `district sector estate`, head: `east west north`, tail: `port gate side` },
    ],
    scenes: ['a concrete bunker with one strobe and no clocks', 'a Berlin warehouse at nine in the morning', 'a kick drum that never lets up', 'a white label with a stamped catalogue number', 'a modular rack blinking in a dark room', 'a smoke machine swallowing the booth', 'a hi-hat pattern locked for twelve minutes'],
    templates: [
      ['{W}', 0.3], ['{W} {D}', 1.5], ['Unit {D}', 0.6], ['Sector {D}', 0.6], ['{A} {N}', 3], ['{A} {Ns}', 1.5],
      ['{P} Systems', 1.2], ['{P} District', 0.8], ['{P} Transmissions', 0.8], ['{X} Systems', 1], ['{C}', 2],
      ['{A} {X}', 1.5], ['{W} Unit', 0.8], ['{X} {N}', 1.5], ['{N} {N}', 1.5], ['{P} {N}', 1], ['{N} {D}', 1],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  // House names come from its rooms and its church: a persona with a title ('Lil Louis', 'DJ Pierre'),
  // a person's name ('Kerri Chandler'), a city or a club of the night ('Ten City', 'Inner City'), a pair
  // ('Body & Soul'), a machine of disco ('Purple Disco Machine'), a word and a year, gospel and sweat.
  // Never circuits, robots or sci-fi: that is techno's and synthwave's world.
  house: {
    first: `ronnie lenny darnell joey tony kenny terry roy dennis andre marcus vernon
      sheila monique tina denise yvonne carla gloria renee`,
    last: `hollis dupree monroe lavelle brooks sherwood mercer vance rivers jordan wallace hayes bennett carter`,
    themes: [
      // Moods a brief asks for: loss, love, a good day, the night going on.
      { mood: true, adj: `tearful lonely`, noun: `teardrop heartache candle`, word: `heartache teardrop lonely goodbye`, mass: `heartache` },
      { mood: true, adj: `tender lovesick`, noun: `valentine sweetheart lover`, word: `sweetheart lover valentine devotion`, mass: `devotion` },
      { mood: true, adj: `golden sunlit`, noun: `terrace hammock`, word: `sunshine daybreak`, mass: `sunshine` },
      { adj: `holy sanctified testifying gospel`, noun: `choir sermon tambourine congregation preacher pew revival`, mass: `gospel spirit testimony`, word: `testimony revival congregation sanctuary hallelujah deliverance`, head: `soul church gospel praise`, tail: `song hall` },
      { adj: `jacking raw basement`, noun: `warehouse basement track`, word: `jack warehouse basement`, head: `jack acid crate warehouse`, tail: `trax track cut beat`, place: `southside westside` },
      { adj: `sequined glittering velvet glamorous`, noun: `mirrorball diva sequin feather boa`, mass: `glitter velvet champagne`, word: `diva glitterbox mirrorball`, head: `glitter strobe sequin`, tail: `box ball light` },
      { adj: `balearic sunday early golden`, noun: `terrace balcony morning`, mass: `daylight`, word: `afterhours daybreak`, head: `sun dawn`, tail: `rise break shine deck` },
      { adj: `sweaty steamy humid`, noun: `body heartbeat hipshake dancer`, mass: `fever`, word: `body heatwave fever`, head: `heat sweat steam`, tail: `wave box beat` },
      { adj: `secret hidden underground`, noun: `loft garage shelter paradise sanctuary`, word: `shelter paradise sanctuary`, head: `loft roof cellar`, tail: `room door` },
      { adj: `rolling stabbing soulful`, noun: `piano chord organ bassline riff`, word: `piano chord organ`, head: `chord organ`, tail: `note line` },
      { adj: `honeyed warm mellow smooth soulful`, noun: `record groove`, mass: `honey soul`, word: `honey groove`, head: `groove sugar velvet`, tail: `line tone` },
    ],
    adj: `deep soulful jacking funky warm sunlit balearic smooth sweaty uplifting loose`,
    noun: `disco groove loft warehouse piano diva balcony terrace mirrorball dancefloor sunday_session`,
    mass: `boogie sunshine sweat`,
    // Halves of the compounds house has always made ('Jukebox', 'Bassline', 'Clubhouse', 'Nightshift'):
    // its rooms, its records, its church and its sweat. No '-side': 'Soulside' and 'Westside' are taken.
    // A tail is a short ending English compounds take ('-box', '-wave', '-light'); a whole word of its
    // own ('party', 'praise', 'fever') glued on reads as two words missing their space ('Chordparty').
    head: `soul jack glitter sun heat loft groove deep warm velvet gold sweet floor hip bass club dance juke boom
      strobe crate vinyl acid dub gospel church sugar love dream roof sweat shake tape jam loop dawn chord
      diva vocal organ`,
    tail: `trax box ball rise wave room note line light shine glow step floor beat shake shift
      break work move track jam hall swing lift loop rush dance tone song deck`,
    scenes: ['a loft party with the windows open at dawn', 'a mirrorball spinning over a packed dancefloor', 'a piano riff on a rooftop terrace', 'a gospel vocal over a four-to-the-floor kick', 'a basement club running into Sunday morning'],
    templates: [
      // An adjective and a thing of the club say little on their own ('Soulful Piano', 'Sweaty Body'):
      // house acts are more often a producer's alias, a person and a nickname ('Joe Smooth', 'Honey
      // Dijon'), a duo billed by first names, a city or a club, a sound system or a label-like
      // name, a machine, the drum machine's number ('303', '909'); never two things side by side.
      // 'Lil' is rap's prefix now, whatever Chicago did in 1986: a house list wearing it reads as trap.
      ['{A} {N}', 0.7], ['{A} {X}', 0.6], ['DJ {F}', 0.2], ['{F} {L}', 0.4], ['{F} {W}', 1.2], ['{W} City', 1.1],
      ['{W} Project', 0.4], ['{X} & {X}', 1], ['{X} Machine', 0.7], ['{A} {X} Machine', 0.4], ['{W} Club', 0.6],
      ['Children of {X}', 0.4], ['Kings of {X}', 0.4], ['{C}', 1.5], ['{W} 303', 0.25], ['{W} 909', 0.25],
      ['{F} & the {Ns}', 0.2], ['{F} & {F}', 0.6], ['{W} Sound System', 0.5], ['{W} Recordings', 0.3],
      ['The {W} Experience', 0.3], ['{W} Connection', 0.4],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates', 'head', 'tail'],
  },
  ambient: {
    adj: `still slow weightless quiet hushed vast soft glacial drifting pale suspended faint gentle
      translucent blurred submerged tidal spacious`,
    noun: `shoreline glacier snowfield tundra greenhouse atrium pond reed lantern dune aurora cloud
      lake tide lull`,
    mass: `fog drift moss mist haze breath stillness hush`,
    head: `fog moss mist snow tide reed`,
    tail: `mere tide shore mist haze hush lull calm bloom frost snow glow dusk dawn veil sky field fall light drift`,
    scenes: ['a fogbound shoreline before anyone is awake', 'snow settling on an empty greenhouse roof', 'a long drone humming under a grey sky'],
    templates: [['{A} {X}', 4], ['{X} for {Ns}', 3], ['{N} {Ns}', 2]],
  },
  'trip-hop': {
    adj: `smoky sultry slow murky hazy languid bleary sedated shadowy melancholic dusky moody woozy
      brooding cinematic muffled`,
    noun: `cigarette martini blind vinyl needle rooftop lounge streetlamp sedative mirage motel spy
      detective silhouette chandelier`,
    mass: `smoke velvet rain noir haze syrup`,
    head: `smoke rain haze`,
    tail: `head shade`,
    scenes: ['a smoky Bristol basement with the blinds half closed', 'a detective film playing with the sound turned down', 'rain on a motel window and a slow breakbeat'],
  },
  // Synthwave names are retro-future: a word and a year ('Timecop1983'), night drives and arcades
  // ('Lazerhawk', 'Miami Nights 1984'), a persona ('Mitch Murder'), 'The Midnight'.
  synthwave: {
    first: `chase dexter miles tyler nina roxy blake vince cole jessie`,
    themes: [
      { adj: `midnight nocturnal neon endless`, noun: `highway freeway overpass headlight taillight coupe convertible skyline`, word: `overdrive redline afterburner nightdrive cruiser turbo`, head: `night turbo`, tail: `drive rider runner` },
      { adj: `pixel arcade retro`, noun: `joystick cabinet highscore arcade console gamer`, word: `highscore arcade joystick lazer pixel`, head: `lazer laser pixel`, tail: `hawk blade strike` },
      { adj: `tropical pastel violet pink`, noun: `palm flamingo sunset marina lagoon beach`, mass: `sunset`, place: `palm_bay marina ocean_drive coastline`, word: `flamingo lagoon sunset marina`, head: `palm sun`, tail: `wave coast glow` },
      { adj: `rogue lone fearless`, noun: `vigilante detective interceptor pilot agent`, word: `vigilante interceptor protector enforcer renegade`, head: `time night`, tail: `cop racer` },
      { adj: `cyber chrome holographic digital electric`, noun: `android replicant hologram mainframe cyborg robot`, word: `android replicant hologram mainframe cyborg`, head: `cyber chrome`, tail: `core grid` },
      { adj: `analog magnetic vintage`, noun: `cassette videotape walkman`, mass: `static`, word: `videotape rewind cassette walkman`, head: `tape`, tail: `deck` },
      { adj: `magic power thunder mighty`, noun: `sword glove gauntlet shield blade`, word: `thunderblade powerglide`, head: `thunder power`, tail: `blade strike` },
    ],
    scenes: ['a night drive down a neon-lit coastal highway', 'a chrome coupe parked under a violet sunset', 'an arcade cabinet glowing in an empty mall'],
    templates: [
      ['{A} {N}', 2.5], ['{C}', 3], ['{W}1984', 0.6], ['{W}1986', 0.6], ['{W}1987', 0.6], ['{W} 2049', 0.5],
      ['The {W}', 0.2], ['{W} Kid', 1], ['{F} {W}', 0.8], ['{P} Nights', 1.5], ['{A} {W}', 1.5], ['{N} {N}', 2], ['The {A} {Ns}', 1],
      ['{W} {D}', 0.8], ['{X} {N}', 1],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  dubstep: {
    adj: `heavy wobbly subsonic seismic grimy mutant brutal twisted toxic aggressive massive
      radioactive monstrous`,
    noun: `wobble subwoofer siren tower rumble quake meltdown shockwave hazard mutant robot titan
      fracture`,
    mass: `bass grime distortion`,
    head: `sub quake bass`,
    tail: `drop quake`,
    scenes: ['a subwoofer rattling the walls of a packed club', 'a siren wailing over a half-time beat', 'a drop that shakes the floorboards loose'],
    templates: [['{I}', 4]],
    syllables: { ending: 'ex ix ox izz ax ek' },
  },
};
