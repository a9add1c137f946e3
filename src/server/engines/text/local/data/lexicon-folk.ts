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
    ['{A} {N}', 8], ['The {N} and the {N}', 5], ['{F} and the {Ns}', 4], ['The {A} {Ns}', 7],
    ['{N} {P}', 5], ['{C}', 7], ['{X} and {X}', 1], ['{N} of {X}', 3], ['The {P} {E}', 2],
    ["{F}'s {N}", 2], ['{I}', 2], ['{K} {Ns}', 2], ['{F} and the {A} {Ns}', 6],
    ['The {A} {N} {E}', 4], ['The {A} {N} and the {N}', 3],
    ['{A} {N} {P}', 4], ["{F}'s {A} {N}", 2],
  ],
  syllables: {
    onset: 'b d f h l m r s t w br c g k',
    vowel: 'a e i o ea u',
    coda: 'l n r th s',
    ending: 'ley by ford ton wick ey en more dale ham',
  },
};

export const FOLK_GENRES: Record<string, GenreLexicon> = {
  folk: {
    adj: `ancient singing`,
    noun: `song spinning_wheel`,
    mass: `folklore`,
    scenes: ['an old ballad sung in a low-beamed pub', 'a spinning wheel by a peat fire'],
  },
  country: {
    adj: `lonesome dusty southern rowdy brokenhearted sweet faded backroad midnight ramblin restless
      sunburnt stubborn rusty humble crooked outlaw`,
    noun: `honky_tonk rodeo saddle spur stetson tumbleweed pickup tailgate jukebox rattlesnake
      mustang outlaw cowboy cowgirl ranch barn prairie canyon mesa buckle lasso railroad boxcar
      trucker diner highway dirt_road bonfire bluebonnet magnolia honeysuckle tornado horseshoe
      wagon sheriff deputy cactus coyote longhorn`,
    mass: `whiskey gravel heartache bourbon`,
    place: `county junction crossing creek`,
    head: `dust saddle gravel sage`,
    tail: `ride town wood`,
    ensemble: `ramblers wranglers ranch_hands rustlers riders rounders troubadours`,
    scenes: ['a honky-tonk jukebox on a Saturday night', 'a pickup truck parked at the edge of a cornfield', 'a dusty two-lane road out of a small town'],
    templates: [['{F} and the {Ns}', 4], ['The {A} {E}', 3]],
  },
  americana: {
    adj: `dusty weathered faded rusted sunbleached plainspoken backroad heartland midwestern restless
      threadbare open amber wide sepia unvarnished wayfaring secondhand hardscrabble`,
    noun: `dust_bowl railroad water_tower grain_elevator screen_door porch drive_in motel truck_stop
      chapel revival tent ghost_town silo crossroads flatbed windmill harvest prairie bison mesa
      radio freight pawnshop flood levee hymnal almanac quarry steeple`,
    mass: `rust dust tin gravel`,
    head: `rust dust tin prairie`,
    tail: `town field road`,
    ensemble: `revival almanac congregation choir travellers`,
    scenes: ['a water tower over a half-empty town', 'a screen door banging in a prairie wind', 'a gospel tent at the edge of a county fair'],
    templates: [['The {A} {N}', 3], ['{N} {E}', 3], ['{N} & {N}', 2]],
  },
  bluegrass: {
    adj: `barefoot backporch lonesome muddy rambling hickory crooked old_time highland appalachian
      rocky humble windy rusty mountain swift sawmill`,
    noun: `holler creek porch banjo mandolin fiddle dobro mule hound possum whippoorwill bobcat
      catfish hickory sycamore chestnut laurel ridge cabin mill skillet biscuit jug washboard
      kettle blackberry huckleberry hayloft rafter creekbed churchbell lantern plowshare wagon
      rocking_chair`,
    mass: `moonshine sorghum cornbread clay coal hickory molasses`,
    place: `holler creek ridge hollow gap fork branch knob bottom run gulch bend mountain`,
    head: `creek hickory laurel pine mule still kettle`,
    tail: `ridge creek hollow gap fork bend`,
    ensemble: `ramblers pickers string_band fiddlers jug_band mountaineers travellers revellers`,
    scenes: ['a front porch by the creek with a banjo and a jug', 'a holler where the fiddle carries for a mile', 'a Saturday jam in a mountain general store'],
    // Bluegrass bands name a place, a family or a crew of pickers: 'The {L} Brothers', '{P} Ramblers'.
    last: `carver pruitt loftis haskins tolliver ogle puckett sizemore gentry mabry caudill hensley`,
    templates: [
      ['The {N} {P} {E}', 6], ['{N} {P}', 5], ['The {A} {Ns}', 3], ['{A} {N} {E}', 3], ['The {L} Brothers', 3],
      ['The {L} Family', 2], ['{P} {E}', 3], ['The {A} {P} {E}', 3], ['{L} and the {A} {E}', 2],
    ],
  },
};
