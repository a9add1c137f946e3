// 'Other' family: four genres with little in common, so the family base stays small and neutral
// and each genre replaces most of it with its own world.
import type { FamilyLexicon, GenreLexicon } from '../lexicon-types';

export const OTHER_FAMILY: FamilyLexicon = {
  id: 'other',
  adj: `distant curious hidden wandering bright patient restless quiet gentle strange vivid faithful stubborn open
    secret borrowed silent hollow golden painted paper glass wooden copper early late northern southern`,
  noun: `compass lantern atlas horizon bridge harbour kite ferry orchard mirror signal satellite lighthouse
    window garden highway sparrow comet engine postcard letter clock ladder balloon telescope map anchor
    feather island river meadow tower bell owl fox heron whale`,
  mass: `weather daylight`,
  gerund: `turning rising`,
  verb: `follow gather`,
  place: `coast crossing`,
  head: `salt wind sand star rain dawn dusk sun sea sky`,
  tail: `song wind fall way light line field`,
  first: `ada leon iris felix nora`,
  last: `moreau lindgren adeyemi`,
  ensemble: `ensemble collective`,
  prep: `beyond across after`,
  scenes: ['a stage where anything might happen next'],
  templates: [['{A} {N}', 8], ['{N} {E}', 3], ['{C}', 4], ['{I}', 4], ['{X} {N}', 3], ['{N} of {X}', 3], ['{A} {N} {E}', 6], ['The {A} {X} {Ns}', 3], ['{A} {N} of {X}', 3]],
  syllables: { onset: 'k l m n s t v r d b z', vowel: 'a e i o u', coda: 'n l r s', ending: 'a o i en ar ia um el ra' },
};

export const OTHER_GENRES: Record<string, GenreLexicon> = {
  experimental: {
    adj: `unstable fractured atonal recursive abstract mutant obscure oblique elastic dissonant serial
      improvised anomalous unnamed peculiar inverted porous granular perforated uncanny transparent
      detuned`,
    noun: `cog bolt coil prong spool reel lens cell tube valve vial gel knot hook husk rind pod apparatus tape_loop drone oscillator specimen laboratory cipher artifact fragment fissure
      membrane lattice algorithm antenna manifesto collage automaton vessel theorem glitch hinge
      enzyme spore isotope tuning_fork metronome gramophone phonograph`,
    mass: `static silence residue entropy feedback plastic glass mycelium`,
    gerund: `dissolving folding splicing buzzing`,
    verb: `dismantle splice invert`,
    place: `laboratory annex`,
    head: `drone hum buzz hiss click pulse static glitch fuzz blank mute odd strange wet dry raw cold hot tin lead zinc iron wire glass paper plastic rubber foam felt moss mold seed root cog coil wax lens void null glass wire tape spore hinge`,
    tail: `drift hum buzz hiss tone static dust grain flake shard chip bit pod seed spore mold box shop lab hall house engine organ body mouth ear eye hand skin bone shell cell hive nest web net grid map chart plan kit set piece part drift fall burst form work field site bank loop knot hook room work form field`,
    ensemble: `ensemble apparatus unit collective`,
    syllables: { onset: 'k z v x n r t p q', vowel: 'a e i o u y', coda: 'x k t n r', ending: 'ex ax on um is ik ol' },
    scenes: ['a tape loop slowly wearing through', 'a contact microphone taped to a radiator', 'a gallery full of humming machines'],
    templates: [['{N} {N}', 5], ['{N} for {X}', 3], ['The {N} {Ns}', 2], ['{A} {Ns}', 3], ['{A} {N}', 5], ['{C}', 4], ['{I}', 4], ['{X} {N}', 3], ['{A} {N} for {X}', 4], ['{N} {N} {E}', 3], ['{A} {X} {Ns}', 3], ['{G} {N} {N}', 2]],
    replace: ['templates'],
  },
  world: {
    adj: `radiant sunbright windswept riverine highland lowland golden wandering sunlit distant tropical equatorial ancient vibrant nomadic coastal spiced terraced
      festive woven sun_baked crimson jubilant borderless kindred saffron indigo ochre amber turquoise emerald
      monsoon desert island harbour midnight morning evening painted braided hammered carved gilded
      dusty salty breezy humid shimmering swaying rolling drifting travelling singing dancing open`,
    noun: `reed bell gong boat sail palm dune reef shell lime fig pepper cocoa caravan monsoon savanna delta market harbour lagoon baobab mango saffron hibiscus coral
      lantern kite loom drum compass archipelago atlas meridian tide bazaar tapestry mosaic
      carnival festival harvest nomad voyager crossroads horizon equator tropic
      ferry canoe raft river oasis mesa canyon plateau valley island peninsula lighthouse pier
      kettle teapot lantern spindle thread bead amulet charm ribbon parasol fan veil sandal
      marimba kalimba sitar oud kora bandoneon accordion tabla conga berimbau balafon
      pelican heron flamingo parrot monkey elephant camel zebra tortoise dolphin turtle firefly
      mango papaya coconut pomegranate tamarind chili cinnamon vanilla orchid jasmine lotus
      sunrise sunset rainbow breeze wave storm dune`,
    mass: `cardamom saffron spice salt sunlight`,
    place: `coast delta market crossing`,
    head: `dune tide wave kite loom bead drum gong bell flute harp silk jade pearl shell rice corn wheat cinnamon clove anise ginger pepper honey cocoa coffee tea rice silk cotton indigo ochre henna amber copper bronze moon star sky river ocean island desert oasis mesa tropic bamboo cedar lotus jasmine orchid papaya guava fig lime jade coral reed sun salt sea sand palm`,
    tail: `dune tide wave kite bead gong flute harp silk jade pearl rain sun moon star sky storm dawn dusk way path trail route market bazaar fire light land sea shore coast bay isle port town bridge gate garden grove field flower bloom seed root tree leaf wing bird feather thread weave loom step beat voice chant flute sail tide reef bell drum dance road song wind`,
    ensemble: `caravan ensemble orchestra collective assembly express sound_system allstars`,
    syllables: { onset: 'k m n t s l b d r z', vowel: 'a i o u e', coda: 'n m l', ending: 'a o ka ni la ru mba ta' },
    scenes: ['a street market at dusk with a brass band passing through', 'a monsoon breaking over a coastal town', 'a caravan of instruments crossing three borders'],
    templates: [['{N} {E}', 5], ['{A} {N} {E}', 4], ['{X} {N}', 3], ['{A} {X} {E}', 3]],
  },
  classical: {
    adj: `baroque gilded chamber lyric pastoral romantic nocturnal solemn elegiac grand royal sacred
      marble ivory tempered courtly vespertine crystalline sublime candlelit opulent venetian`,
    noun: `lyre bow chord bell spire quill crest sonata nocturne fugue cantata requiem prelude etude aria overture concerto rondo scherzo
      madrigal motet chorale canon serenade rhapsody elegy pastorale harpsichord cello viola violin
      oboe bassoon clarinet harp lute organ baton conservatory atelier salon palazzo chapel
      cathedral orangery gallery quill libretto sonnet`,
    mass: `counterpoint harmony ivory rosin velvet gilt marble`,
    place: `palazzo chapel conservatory`,
    head: `aria viola cello organ canon choir hymn psalm carol motet fugue suite minuet waltz crown court royal noble grand crystal glass amber gold candle taper vesper lantern swan dove lark raven winter autumn dawn dusk even morrow gilt lyre lute harp bell quill velvet marble rose silver ivory`,
    tail: `canto coda fugue motif opus suite tempo etude chant grace psalm rose lark dove swan dawn dusk veil lace quill light field bridge garden house tower chapel choir crown wing glass verse psalm hymn fall shade rest mere hollow song bell chord tone spire court wood hall gate`,
    ensemble: `ensemble consort chamber_players sinfonia camerata chorale philharmonic orchestra
      academy collegium players soloists`,
    scenes: ['a candlelit chapel with a string quartet tuning up', 'a gilded concert hall holding its breath', 'a harpsichord in a sunlit salon'],
    templates: [['The {A} {E}', 5], ['{I} {E}', 6], ['{N} {E}', 4], ['Ensemble {I}', 3], ['Camerata {I}', 2], ['{N} of {X}', 2], ['The {A} {N} {E}', 6], ['{I} {N} {E}', 4], ['{A} {N} of {X}', 2], ['{C} {E}', 3]],
    replace: ['templates'],
    syllables: { onset: 'v l m r s c t b d f g n p', vowel: 'a e i o u', coda: 'l n r s', ending: 'ante ora ia ello ina ano etta iano ise ova enza' },
  },
  // Reggae names are roots groups ('Steel Pulse', 'Black Uhuru', 'The Congos'), singers and DJs with a
  // title ('Prince Far I', 'Ranking Joe', 'Sister Nancy') and sound systems ('Stone Love', 'Jah Shaka').
  reggae: {
    themes: [
      { adj: `righteous conscious upful humble blessed irie rootical natural`, noun: `prophet shepherd elder pilgrim psalm`, mass: `livity wisdom`, word: `prophet psalm shepherd elder livity jubilee pilgrim exodus testament covenant scripture ark israelite levite nazarite tabernacle`, head: `zion jah`, tail: `gate light` },
      { adj: `heavyweight militant steady dread rocking skanking`, noun: `stepper warrior soldier drummer`, mass: `dub roots`, word: `steppers warrior heavyweight militant soldier rebel guerrilla marcher drummer rocker skanker rudie`, head: `dub bass step`, tail: `plate wise line` },
      { adj: `golden lionhearted crowned`, noun: `lion crown throne king prince`, mass: `gold`, word: `lion crown lionheart kingdom throne emperor ruler majesty judah sheba solomon ethiopia`, head: `lion gold`, tail: `heart heights` },
      { adj: `sunlit blue sweet gentle easy lush`, noun: `mountain valley river waterfall canefield breadfruit mango`, mass: `sugarcane sunshine`, word: `canefield waterfall hillside breadfruit mango guava cocoa ackee pimento sorrel hibiscus bamboo tamarind`, head: `cane hill sun`, tail: `field side rise` },
      { adj: `tropical island coastal salt`, noun: `harbour lagoon conch reef gull pelican`, mass: `brine`, word: `conch harbour lagoon reef pelican turtle coral shoreline seawall driftwood trade_wind`, head: `reef conch salt`, tail: `shore bay` },
      { adj: `loud heavy rumbling echoing deep`, noun: `speaker dubplate selector riddim bassline amplifier stack`, mass: `thunder bass`, word: `dubplate riddim bassline selector thunder echo reverb speaker amplifier soundclash foundation rumble tempo`, head: `stone sound`, tail: `love fire` },
      { adj: `hammered forged ringing`, noun: `pulse hammer anvil chain`, mass: `steel iron stone`, word: `pulse hammer anvil chain forge furnace iron steel flint granite`, head: `iron steel`, tail: `pulse` },
      { adj: `mighty humble`, noun: `gladiator upsetter revolutionary uplifter ambassador defender liberator upriser`, word: `gladiator upsetter uplifter liberator` },
    ],
    first: `calvin ewart rupert cecil egbert lascelles milton owen vernon wendell ainsley clive hilton orville`,
    // The wider stock behind the pictures, for the fallback and for compounds.
    adj: `golden gentle peaceful bright lively sunlit cool sweet fresh proud free blessed sacred ancient irie rootsy sunny conscious upful mellow tropical easy island righteous humble natural
      rising steady warm breezy joyful royal original vibrant dread rootical heavyweight militant`,
    noun: `mountain valley river stream waterfall beach lagoon conch gull pelican heron egret turtle gecko firefly cricket parrot mongoose goat rooster donkey cart market village fence bridge road melodica trombone microphone speaker record turntable radio drum horn reef bay cove boat dove lion island harbour hillside riddim bassline selector sunsplash yard veranda coconut mango
      breadfruit palm sunrise trumpet hummingbird prophet shepherd ark jubilee harvest canefield dubplate`,
    mass: `roots dub sunshine rhythm unity sugarcane bass thunder`,
    head: `lime guava cocoa conch gecko cricket shack hut porch fence farm cave surf wave sand salt rain cloud dawn dusk zinc irie zion yard island ocean river hill valley mango coconut ginger honey sugar fire riddim bass drum horn steel tin rock stone green lion reef cane rum bay sun dub palm`,
    tail: `shack hut porch fence farm cave surf wave sand rain cloud dawn dusk song tune drift flow swing sway glow heat breeze rise light fire stone rock land vibe wave tide lion dove bird tree root hill field step bounce dance drum horn walk way road path bridge gate yard bay cove shore beat ride side town`,
    scenes: ['a sound system stacked high in a sunny yard', 'a bassline rolling down to the harbour', 'a hillside dance at sunset', 'a dubplate cut the night before the dance'],
    templates: [
      ['{A} {N}', 2.5], ['The {A} {Ns}', 1.2], ['Jah {W}', 0.5], ['Jah {F}', 0.3], ['King {F}', 0.8], ['Prince {F}', 0.8], ['Ranking {F}', 0.6],
      ['{W} Hi-Fi', 0.7], ['{N} Sound System', 0.9], ['{X} {N}', 1.2], ['{X} Pulse', 0.5],
      ['{C}', 0.8], ['{A} {X}', 1.5], ['{N} Dub', 0.8], ['{X} Rockers', 0.6], ['{A} {N} Band', 0.3], ['{N} Vibration', 0.5], ['The {Ns}', 1], ['The Mighty {Ns}', 0.5],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates', 'head', 'tail'],
    syllables: { onset: 'j k l m n r s t y z b d', vowel: 'a e i o u', coda: 'n l m', ending: 'a i ah o ee ba ya la ni ko ma ri do' },
  },

};
