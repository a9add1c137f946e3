// Folk & Country family: hearths, hollers and highways; bluegrass lives on the porch by the creek.
import type { FamilyLexicon, GenreLexicon } from '../lexicon-types';

export const FOLK_FAMILY: FamilyLexicon = {
  id: 'folk',
  adj: `golden silver amber russet tawny dappled speckled hoary frosty dewy sunlit moonlit starlit candlelit firelit thorny misty foggy rainy windy stormy salty briny sandy stony rocky wooded merry jolly gallant bold brave fair lovely wandering gentle weathered homespun old autumn windswept quiet humble bonny misty green
    rustic lonesome faithful mossy tender woven woodland hushed rambling brambled crooked`,
  noun: `owl dove fawn doe finch thrush robin heron otter badger acorn briar reed apple plum quill cask lantern willow sparrow hearth loom spindle orchard meadow thistle wren hawthorn fiddle
    harp ballad cottage mill ferry ferryman shepherd weaver tinker wanderer pilgrim fox hare stag
    oak birch rowan linden bramble stile fen dell lark nightingale cuckoo harbour lighthouse
    sailor anchor`,
  mass: `heather barley peat mist salt wool cider clover`,
  gerund: `wandering rambling singing weaving mending`,
  verb: `mend gather carry follow`,
  place: `hollow ridge crossing landing bend ford glen`,
  head: `apple aspen bay beech bell berry cedar cherry clover corn dew elder flax hart hay heath ivy juniper laurel lily linden maple marsh meadow mint myrtle nettle oat poppy quail reed robin rush sage sedge sloe sorrel sparrow swan sweet teal thistle thrush violet wheat yarrow yew birch rowan willow alder holly rose briar hare fox lark owl dove salt mill well ember amber ash oak elm thorn fern moss hazel barley heather wren hawk stone`,
  tail: `acre barn bough brae croft dell den down fen fold gill glade glen hall heath hedge holm hurst knoll lea ley mead meadow moor oak pike pool rill sike stile thorn ton tor vale water way yard well wold fell shaw combe cross bridge mill light song wind tide shore hill grove ford field wood dale brook mere wick gate holt stead`,
  first: `ruby june hattie silas abel clementine josephine wendell cora eli agnes maisie rosalind`,
  last: `whitlock hale tanner fairweather ashby colter`,
  ensemble: `travellers wayfarers singers company players`,
  prep: `under over beyond across along`,
  scenes: [
    'a kitchen session with the fiddle passed round',
    'a lantern-lit barn dance after harvest',
    'a ferry crossing on a misty morning',
  ],
  templates: [
    ['{A} {N}', 8], ['The {N} and the {N}', 2], ['{F} and the {Ns}', 1], ['The {A} {Ns}', 6],
    ['{N} {P}', 5], ['{C}', 7], ['{X} and {X}', 1], ['{N} of {X}', 2], ['The {P} {E}', 2],
    ['{K} {Ns}', 2], ['{W}', 0.3], ['The {A} {N} {E}', 2], ['{A} {N} {P}', 2],
  ],
  syllables: {
    onset: 'b d f h l m r s t w br c g k',
    vowel: 'a e i o ea u',
    coda: 'l n r th s',
    ending: 'ley by ford ton wick ey en more dale ham',
  },
};

export const FOLK_GENRES: Record<string, GenreLexicon> = {
  // Folk acts pair two plain things ('Iron & Wine'), name a flock ('Fleet Foxes'), a singer, or one
  // word from the woods and the water.
  folk: {
    first: `laura gregory vashti rosie ada tom ezra iris ben nell anna jonah clara hazel isaac maeve owen ruth silas
      tessa`,
    last: `marlowe ashby fairweather hale whitlock hardy reed lowell ainsley barrow colby fenwick holt linden
      prescott thorne wilder`,
    themes: [
      // Moods a brief asks for: a wake, a stranger at the door, a feud, a merry night, a sweetheart.
      { mood: true, adj: `widowed empty mourning`, noun: `wreath vigil widow headstone lily veil keepsake locket`, mass: `mourning`, word: `wake vigil keepsake` },
      { mood: true, adj: `watchful whispering`, noun: `stranger keyhole shutter informer latch`, word: `whisperer` },
      { mood: true, adj: `feuding quarrelsome contrary`, noun: `fiddle banjo rival feud fist quarrel`, word: `quarrel feud` },
      { mood: true, adj: `merry`, noun: `maypole ribbon fiddle jig reel bonfire`, word: `maypole bonfire` },
      { mood: true, adj: `true lovesick`, noun: `sweetheart ribbon ring valentine`, word: `sweetheart` },
      { adj: `fleet quiet wild small shy`, noun: `fox sparrow wren heron owl finch hare deer badger otter lark curlew magpie`, head: `wren owl fox hare`, tail: `field wood`, word: `sparrow heron kingfisher nightjar curlew skylark` },
      { adj: `great still cold deep slow`, noun: `lake river harbour ferry swimmer boat oar reed millpond weir`, mass: `salt water`, head: `lake river mill`, tail: `mere shore pond`, word: `ferryman riverside waterside rowboat millpond` },
      { adj: `warm homespun kind`, noun: `lantern hearth kettle quilt candle loom spindle cradle`, mass: `wool cider bread tallow`, head: `hearth loom`, tail: `stead hall`, word: `hearthstone homestead lamplight spindle` },
      { adj: `tall`, noun: `cedar pine oak birch alder hazel rowan willow`, mass: `bracken moss timber`, head: `cedar pine birch alder`, tail: `wood grove`, word: `kindling timber rowan hazelwood` },
      { adj: `northern wintering grey`, noun: `storm gale frost harvest squall`, mass: `rain snow weather`, word: `gale harvest snowfall thunderhead squall` },
      { adj: `fallow golden green barefoot`, noun: `orchard meadow plough hayfield furrow scarecrow`, mass: `barley clover rye`, head: `hay barley rye`, tail: `field acre`, word: `orchard meadowland hayloft furrow` },
      { adj: `wandering weary long`, noun: `pilgrim traveller wayfarer road drover tinker`, word: `pilgrim wayfarer vagabond drover tinker` },
      { adj: `lonely brave salt`, noun: `sailor lighthouse anchor buoy gull`, mass: `tide brine`, head: `sea`, tail: `light`, word: `lighthouse seafarer` },
      { adj: `plain honest`, noun: `shovel rope spade scythe anvil axe bucket wheelbarrow`, mass: `iron wine`, word: `shovels scythe anvil` },
      { adj: `holy hollow`, noun: `hymn chapel bell psalm choir steeple`, mass: `evensong`, head: `bell`, tail: `ring`, word: `evensong psalter vespers` },
      { adj: `dark deep`, noun: `canary seam pit lamp pick`, mass: `coal slate`, head: `coal slate`, tail: `seam pit`, word: `pitman collier` },
      { adj: `young old`, noun: `sister brother cousin daughter son widow`, word: `kinfolk sisters` },
    ],
    scenes: ['a kitchen session with the guitar passed round', 'an old ballad sung in a low-beamed pub', 'a ferry crossing on a misty morning', 'a fingerpicked guitar by an open window', 'harmonies sung around one microphone', 'a song learned from a grandmother', 'a village hall with the chairs stacked at the back'],
    templates: [
      ['{N} & {N}', 2], ['{X} & {X}', 1], ['The {N} and the {N}', 1], ['{A} {Ns}', 3], ['The {Ns}', 0.2], ['{N} {Ns}', 1],
      ['{C}', 2], ['{F} {L}', 2], ['{A} {N}', 2], ['{W}', 0.3], ['The {A} {N}', 1],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  // Country is American: a singer's name ('Cody Jinks'), brothers, a place ('Midland'), the road,
  // the honky-tonk and the ranch; never the British glens and stiles of folk.
  country: {
    first: `cody tyler luke colt wyatt dolly loretta june travis randy dwight jolene casey dusty garrett hank jody
      kacey lainey macy reba shelby tucker waylon wade billie`,
    last: `tanner colter mabry whitlock haskins gentry pruitt boone walker hollis dawson mccall bristow tate
      harlan dillard coker lyle redding sutton calloway`,
    ensemble: `troubadours cavalry`,
    // Its own halves, American ones, so a one-word name is fused from the honky-tonk and the ranch
    // ('Cottonbend', 'Rodeotown') and not from the family's English glens ('Flinthurst', 'Oatfen').
    head: `whiskey honky dust gravel saddle spur rodeo barn creek cotton corn pecan bourbon jukebox tin neon lone high
      back red prairie mesa canyon river mule outlaw`,
    tail: `town road land star side creek ridge ville bend water wood fire line back bound yard holler county drive
      fence`,
    themes: [
      { adj: `backroad dusty gravel blacktop`, noun: `pickup tailgate highway dirt_road truck_stop mile_marker`, head: `dust gravel`, tail: `road town`, word: `tailgate roadhouse gearshift`, place: `interstate backroad county_road` },
      { adj: `neon rowdy tipsy`, noun: `jukebox barstool honky_tonk dance_hall bartender`, mass: `whiskey bourbon`, word: `jukebox barstool nightcap` },
      { adj: `open lonesome wild`, noun: `saddle spur mustang ranch rodeo lasso cowboy stallion`, head: `saddle spur`, tail: `back`, word: `rodeo mustang longhorn bronco wrangler stampede`, place: `prairie panhandle high_plains` },
      { adj: `southern sweet georgia honey`, noun: `magnolia honeysuckle bluebonnet peach pecan`, word: `magnolia honeysuckle bluebonnet`, head: `sugar`, tail: `land`, place: `bayou delta` },
      { adj: `brokenhearted restless faithful`, noun: `heart goodbye promise`, mass: `heartache`, word: `heartache heartbreaker` },
      { adj: `sunday small_town hometown`, noun: `church steeple porch water_tower feed_store`, word: `steeple homecoming hometown`, place: `main_street` },
      { adj: `lone high big_sky starry wide`, noun: `star moon sky`, word: `starlight moonshine`, head: `lone high`, tail: `star sky` },
    ],
    scenes: ['a honky-tonk jukebox on a Saturday night', 'a pickup truck parked at the edge of a cornfield', 'a dusty two-lane road out of a small town'],
    templates: [
      ['{F} {L}', 1.5], ['The {L} Brothers', 1.5], ['{L} & {L}', 1], ['{W}', 0.3], ['{A} {P}', 1.5],
      ['{P} Cavalry', 0.8], ['{P} Troubadours', 0.8], ['{A} {N}', 2.5], ['{P} County Line', 0.8],
      ['{C}', 1.5], ['The {A} {Ns}', 1], ['{F} {L} & the {Ns}', 0.6], ['{N} & {N}', 1], ['{X} {Ns}', 1], ['{A} {X}', 1],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  americana: {
    first: `della jesse caleb nora amos wade lottie hank june rhett sadie vera cyrus eli`,
    last: `calloway pruett deane harlan sturgis whitlock bramlett stokes mercer ogden rowe tillman`,
    themes: [
      { adj: `dusty sunbleached weathered faded`, noun: `water_tower grain_elevator silo windmill barn tractor`, mass: `dust rust`, head: `dust rust`, tail: `town field`, word: `windmill cornfield dustbowl` },
      { adj: `wayfaring plainspoken restless rambling`, noun: `railroad freight crossroads flatbed boxcar hobo`, word: `freight crossroads boxcar railyard`, head: `rail`, tail: `road` },
      { adj: `secondhand threadbare cheap broken`, noun: `pawnshop motel jukebox screen_door diner radio`, word: `pawnshop motel` },
      { adj: `heartland midwestern open wide`, noun: `prairie harvest levee flood cornfield river`, mass: `tin gravel`, word: `heartland levee floodplain` },
      { adj: `old gospel holy humble`, noun: `hymnal chapel steeple revival choir preacher`, word: `revival hymnal tabernacle` },
      { adj: `amber sepia golden`, noun: `photograph almanac postcard letter`, word: `almanac keepsake` },
      { adj: `southern muddy slow`, noun: `delta bayou porch magnolia`, word: `bayou riverbend` },
    ],
    scenes: ['a water tower over a half-empty town', 'a screen door banging in a prairie wind', 'a gospel tent at the edge of a county fair'],
    templates: [
      ['The {A} {N}', 2], ['{F} {L}', 2], ['{N} & {N}', 1], ['{A} {Ns}', 2], ['{W}', 0.3], ['{C}', 1.5], ['The {Ns}', 0.2], ['The {L} Family', 0.7],
      ['{X} & {X}', 1], ['{F} {L} & the {Ns}', 0.6], ['{N} {Ns}', 1], ['{A} {X}', 1],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  // Bluegrass names a place in the mountains ('Blue Highway', 'Steep Canyon Rangers'), a family
  // ('The Stanley Brothers') or a picker ('Billy Strings').
  bluegrass: {
    first: `billy sierra del molly bobby ricky earl lester sonny ralph doyle jimmy mac carter vassar alison rhonda`,
    last: `carver pruitt loftis haskins tolliver ogle puckett sizemore gentry mabry caudill hensley`,
    ensemble: `ramblers pickers string_band rangers mountaineers travelers`,
    themes: [
      { adj: `muddy swift cold clear`, noun: `creek branch spring river trout`, place: `creek fork bottom run`, word: `creekbed headwaters` },
      { adj: `high steep blue misty smoky`, noun: `laurel pine ridge mountain summit`, place: `ridge mountain gap knob canyon`, head: `blue high`, tail: `ridge`, word: `highlands foothills` },
      { adj: `old_time barefoot backporch`, noun: `jug still kettle porch rocking_chair`, mass: `moonshine sorghum`, place: `holler hollow`, word: `moonshine sorghum backporch` },
      { adj: `golden green sunny bright`, noun: `field clover hay barn orchard`, place: `pasture meadow valley`, word: `greensky` },
      { adj: `lonesome long lost`, noun: `railroad coal_train whistle engine`, mass: `coal`, place: `river tunnel depot`, word: `depot` },
      { adj: `hickory sawmill wild`, noun: `mule hound whippoorwill bobcat possum coonhound fox raccoon`, place: `woods thicket`, word: `whippoorwill bobcat` },
      { adj: `copper iron silver`, noun: `creek mine banjo fiddle mandolin`, place: `creek mine`, head: `green`, tail: `sky`, word: `coalminer` },
    ],
    scenes: ['a front porch by the creek with a banjo and a jug', 'a holler where the fiddle carries for a mile', 'a Saturday jam in a mountain general store'],
    templates: [
      ['{A} {P}', 2.5], ['{N} {P}', 2], ['{A} {P} Band', 1.5], ['The {L} Brothers', 1.5], ['{A} {P} {E}', 0.8], ['The {A} {Ns}', 1.2],
      ['{F} {L}', 1.5], ['The {L} Family', 0.8], ['{C}', 1], ['{P} {E}', 1],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
};
