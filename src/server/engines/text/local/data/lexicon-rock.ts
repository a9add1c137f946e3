// Rock family: amplifiers, highways, garages, and one flavour per sub-genre.
import type { FamilyLexicon, GenreLexicon } from '../lexicon-types';

export const ROCK_FAMILY: FamilyLexicon = {
  id: 'rock',
  adj: `restless crooked rusty reckless loaded shaky dusty gritty ragged wired rowdy stolen faded
    borrowed jagged rattling scratched busted smoky stray hungry lucky cracked blistered howling
    roaring battered tangled burnt sunburnt feral nervous loud electric broken runaway amplified
    overdriven humming rebel midnight hollow`,
  noun: `jaw fist knuckle tooth tongue fang rat snake hawk blade knife match flame rope chain nail lock key jet dart belt fender muffler spoke engine highway amplifier jukebox motel diner radio guitar garage basement cigarette lighter
    switchblade jacket chord riff stage van bottle sparrow coyote hound vulture crow rattlesnake
    stranger drifter outlaw runaway gambler preacher sinner thief alley rooftop freeway headlight
    tailspin landslide earthquake hurricane satellite rocket bullet hammer anvil spark fuse wire
    speaker cable pedal drum cymbal boot mile tambourine pickup getaway shotgun`,
  mass: `gasoline static feedback thunder leather denim chrome smoke rust gravel dust whiskey voltage
    distortion tar asphalt dynamite reverb`,
  gerund: `rolling howling burning screaming rattling smashing spinning running shaking falling wrecking
    breaking crashing roaring`,
  verb: `wake burn break shake rattle crash kick bury chase steal wreck torch hijack outrun`,
  place: `junction boulevard avenue alley crossing exit terminal depot overpass underpass turnpike`,
  head: `axle brake clutch crank diesel fender gasket grease hub lug piston pump rivet rotor solder torque valve weld bolt chrome jet motor oil gear nail rag wreck lead hot loud fast mean spit sand salt bone blade brick fist hawk snake wolf rust iron stone glass spark steel wire gravel smoke ash coal copper tin thunder dust road
    crow hound fuse tar amp`,
  tail: `tail hook pipe road street belt strap spoke gear fire flash smoke dust rust crash bang wreck break drop kick born rush strip lane drive way runner breaker bird dog hawk stack spark wire jaw tooth tongue fist knife rat snake fang light bell gun fall burn line stone head house side town wood works jack crack bolt blast shot rider
    wheel bone yard hand`,
  first: `johnny ruby jesse lou frankie maggie otis eddie rita vince jack sally jolene rosie dean
    lola mickey tess wanda floyd`,
  last: `vance maddox corrigan boone delaney mercer hale`,
  ensemble: `revival parade brigade cavalry outfit caravan syndicate circus commotion`,
  prep: `under over beyond after against below across behind inside without`,
  scenes: [
    'a sweaty club with the amps turned past sensible',
    'a tour van rattling down an empty interstate',
    'a garage door rolled up on a summer night',
    'a jukebox in a roadside bar at closing time',
  ],
  templates: [
    ['{A} {N}', 9], ['The {A} {Ns}', 7], ['The {X} {Ns}', 5], ['{A} {X}', 4], ['{X} {Ns}', 5],
    ['{N} of {X}', 3], ['{C}', 6], ['The {Cs}', 2], ['{F} and the {Ns}', 1], ['{G} {Ns}', 4],
    ['{V} the {N}', 3], ['{I}', 0.5], ['{N} {P}', 3], ['{W}', 0.3], ['The {Ns}', 0.2],
    ['{A} {N} {E}', 2], ['The {A} {X} {Ns}', 1], ['{A} {N} {P}', 1],
  ],
  syllables: {
    onset: 'b d g k m n r s t v br cr dr gr st tr sl',
    vowel: 'a e i o u a o',
    coda: 'x k n r t st ck',
    ending: 'o ax ex ick er on ion ers',
  },
};

export const ROCK_GENRES: Record<string, GenreLexicon> = {
  rock: {
    themes: [
      { adj: `stray roadside midnight lonely`, noun: `motel diner highway headlight drifter`, mass: `gasoline asphalt`, head: `road`, tail: `runner house`, word: `getaway drifter` },
      { adj: `feral wild hungry`, noun: `wolf coyote hound crow rattlesnake vulture`, head: `wolf crow`, tail: `hound`, word: `coyote rattlesnake` },
      { adj: `rival reckless crooked wicked holy`, noun: `outlaw sinner preacher gambler thief son`, word: `gambler outlaw drifter sinner preacher` },
      { adj: `black white royal deep thin`, noun: `key stripe crow heart tooth`, mass: `blood`, head: `black white`, tail: `heart` },
      { adj: `roaring electric`, noun: `hurricane landslide earthquake spark fuse`, mass: `thunder voltage dynamite`, head: `thunder`, tail: `bolt`, word: `landslide hurricane` },
      { adj: `rusty loaded busted greasy`, noun: `engine piston muffler fender`, mass: `gasoline chrome`, head: `chrome rust gas oil`, tail: `works yard shop` },
      { adj: `stone heavy`, noun: `king queen crown`, mass: `stone`, word: `monarch`, head: `stone iron`, tail: `crown` },
      { adj: `loud raw mighty`, noun: `amp riff stage encore`, mass: `volume sweat`, head: `amp`, tail: `stack` },
    ],
    scenes: ['an arena full of lighters and raised fists', 'a headline slot on a hot festival night', 'a wall of amplifiers humming before the first chord'],
    templates: [
      ['The {A} {Ns}', 2], ['The {Ns}', 0.2], ['{A} {Ns}', 2], ['{A} {N}', 2], ['The {A} {N}', 1], ['{Ns} of {X}', 1], ['{C}', 2],
      ['{W}', 0.3], ['{A} {X}', 1], ['{N} & the {Ns}', 1], ['{X} {Ns}', 1], ['{N} {Ns}', 1],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'templates'],
  },
  // Indie rock names put an everyday thing in an odd light: a plain adjective on a small noun ('Modest
  // Mouse', 'Snail Mail', 'Real Estate'), two ordinary nouns ('Car Seat Headrest', 'Beach Fossils'), one
  // flat word ('Pavement', 'Spoon', 'Wednesday'). Suburbs, bedrooms, errands and small animals; never
  // the arena's fists, fangs and gasoline.
  'indie-rock': {
    first: `frankie jesse lou rosie dean tess wanda floyd margo june otis casey ellis`,
    themes: [
      // Moods a brief asks for: heartbreak, boredom, nostalgia, leaving.
      { mood: true, adj: `heartsick lovesick`, noun: `voicemail breakup mixtape`, word: `voicemail breakup`, mass: `heartache` },
      { mood: true, adj: `bored listless`, noun: `sunday waiting_room afternoon`, mass: `boredom`, word: `wednesday tuesday afternoon boredom` },
      { mood: true, adj: `faded secondhand`, noun: `yearbook polaroid postcard`, word: `yearbook polaroid postcard` },
      { mood: true, adj: `packed last`, noun: `suitcase bus_ticket moving_van boxes`, word: `suitcase farewell` },
      { adj: `suburban quiet plain`, noun: `driveway mailbox carport lawn sprinkler minivan`, mass: `pavement`, word: `pavement driveway carport sprinkler`, head: `lawn`, tail: `drive` },
      { adj: `secondhand homemade crumpled`, noun: `cardigan sweater polaroid cassette notebook bedroom`, mass: `tinfoil cardboard`, word: `cardigan cassette`, head: `tape`, tail: `deck` },
      { adj: `neutral dry`, noun: `laundromat parking_lot bus_stop grocery`, mass: `linoleum`, word: `laundromat linoleum` },
      { adj: `shy bashful timid`, noun: `heron snail mouse possum raccoon moth pigeon squid`, word: `possum raccoon pigeon`, head: `moth snail`, tail: `wing` },
      { adj: `lukewarm stale sugary`, noun: `breakfast cereal toast milkshake lemonade sandwich`, mass: `lemonade milk`, word: `breakfast cereal milkshake`, head: `milk`, tail: `shake` },
      { adj: `varsity awkward`, noun: `cafeteria yearbook locker homeroom detention gym`, word: `homeroom detention varsity`, head: `gym`, tail: `class` },
      { adj: `rented crooked polite`, noun: `landlord roommate apartment radiator`, word: `landlord roommate radiator`, head: `flat`, tail: `mate` },
      { adj: `jangly fuzzy lopsided`, noun: `guitar tambourine amp bicycle skateboard`, word: `tambourine skateboard`, head: `fuzz`, tail: `box` },
      { adj: `sunlit lazy humid`, noun: `porch screen_door hammock pool rooftop`, mass: `sunlight humidity`, word: `hammock rooftop`, head: `porch`, tail: `light` },
    ],
    head: `paper tape lemon fern glass pine moth milk lawn porch fuzz gym snail cloud mail tin kite bike soda sugar peach pebble puddle cotton candle rabbit toast cereal`,
    tail: `park house lane field bell side yard room wing box shake drive light class mate jar book fish cake spoon town hill fold kid bird`,
    scenes: ['a college-town basement with fairy lights on the pipes', 'a borrowed van full of secondhand amps', 'a bedroom four-track and a stack of polaroids'],
    templates: [
      ['{A} {N}', 3], ['The {A} {Ns}', 2], ['{N} {N}', 0.6], ['{X} {N}', 0.8], ['{A} {X}', 1], ['{W}', 0.15],
      ['{C}', 1], ['The {Ns}', 0.2], ['{F} {W}', 0.25],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates', 'head', 'tail'],
  },
  'alternative-rock': {
    adj: `modern plastic static vanishing fluorescent suburban medicated concrete sugar narcotic
      anxious radio elastic numb sideways chemical`,
    noun: `satellite antenna television pharmacy supermarket dial_tone signal transmission billboard
      overpass vending_machine mannequin laundromat payphone carousel ambulance aquarium`,
    mass: `static novocaine cellophane chlorine plastic`,
    head: `glass wire static sugar plastic chrome`,
    tail: `box line head side face`,
    scenes: ['a late-night radio station playing something strange', 'a neon-lit laundromat at three in the morning', 'a television left on in an empty room'],
  },
  'post-rock': {
    adj: `distant endless vast silent unmapped fading gradual patient tidal hushed soaring wide
      luminous drowned unspoken slow quiet immense`,
    noun: `horizon glacier lighthouse cathedral tide coastline constellation radio_tower field dusk
      dawn monument archive atlas cartographer meridian ocean ferry weather_balloon satellite
      observatory harbour island`,
    mass: `weather silence fog daylight distance twilight`,
    place: `coast plain sound strait`,
    head: `tide dusk fog salt sky ice`,
    tail: `line light field fall mark`,
    scenes: ['a lighthouse beam sweeping an empty coastline', 'a slow crescendo over a frozen lake', 'the last train crossing a long bridge at dawn'],
    templates: [['{A} {Ns} of {X}', 3], ['The {N} and the {X}', 2]],
  },
  'classic-rock': {
    adj: `golden grand mighty rolling southern rambling blazing rocky smoking sunset thunderous`,
    noun: `highway eagle stallion diamond canyon boulevard cadillac jukebox rebel wheel mountain
      wagon prophet freight_train mustang hurricane caravan thunderbird`,
    mass: `thunder gasoline sunset whiskey`,
    head: `thunder gold sun star storm`,
    tail: `bird wheel ride horse road`,
    scenes: ['a muscle car radio turned all the way up', 'a seventies arena with the lighters out', 'a highway running straight into the sunset'],
  },
  'hard-rock': {
    adj: `heavy savage reckless vicious rowdy wicked mean notorious hot lethal high_voltage
      snarling loud brutal`,
    noun: `amplifier stack hammer chainsaw rattlesnake bulldozer jackhammer motor piston bullet
      stiletto crowbar switchblade outlaw wrecking_ball firecracker`,
    mass: `voltage dynamite nitro gasoline`,
    head: `nitro steel iron bolt`,
    tail: `bolt hammer blast shot`,
    scenes: ['a stack of amplifiers leaning into the crowd', 'a pyrotechnic blast on the final chorus', 'a burnout in a stadium car park'],
  },
  'garage-rock': {
    adj: `fuzzy trashy snotty teenage sloppy cheap greasy bratty scuzzy gnarly rabid frantic`,
    noun: `tremolo surfboard hot_rod drag_strip jalopy transistor malt_shop bowling_alley carport
      go_kart jukebox tiki switchblade wolfman`,
    mass: `fuzz reverb grease surf`,
    head: `fuzz surf tiki trash reverb`,
    tail: `men tones`,
    scenes: ['a sticky-floored dive bar with the reverb cranked', 'a two-car garage and a borrowed fuzz pedal', 'a surf-soaked sixties dance hall'],
    templates: [['The {A} {Ns}', 4], ['The {C}', 3]],
  },
  'psychedelic-rock': {
    adj: `astral technicolor cosmic melting lysergic tangerine dayglo spiral infinite strange
      floating hypnotic mystic liquid swirling kaleidoscopic fractal psychic violet paisley`,
    noun: `kaleidoscope prism mushroom lotus mandala paisley mirror owl caterpillar lantern orchid
      comet sitar nebula carousel periscope hourglass elephant jellyfish dandelion wizard
      submarine gazebo`,
    mass: `marmalade incense honey glitter moss tangerine`,
    place: `garden temple meadow valley dimension circus carnival`,
    head: `prism lotus moon sun star owl`,
    tail: `garden dust beam tree song`,
    ensemble: `circus caravan carnival parade menagerie orchestra`,
    scenes: ['a tie-dyed tent at the edge of a festival', 'a liquid light show melting across the stage', 'a garden of mirrors at the end of summer'],
    templates: [['{A} {N} {E}', 3], ['The {A} {N}', 2]],
  },
  'blues-rock': {
    adj: `muddy smoky dusty lowdown greasy sweet stomping rough raw backwoods swampy gritty
      bottleneck whiskey_soaked`,
    noun: `mojo crossroads delta bottleneck juke levee boxcar hellhound rooster shotgun preacher
      railroad catfish bayou honeybee harmonica`,
    mass: `moonshine mud whiskey gravel`,
    head: `mud rail mojo`,
    tail: `road bone yard`,
    scenes: ['a juke joint with the back door propped open', 'a slide guitar howling at a crossroads', 'a bottle of rye on a battered amplifier'],
  },
  // Punk names are blunt and rude: a bad word on the body or the young ('Bad Brains', 'Dead Boys',
  // 'Stiff Little Fingers'), an official phrase turned on itself ('Social Distortion', 'Minor Threat'),
  // a stage name that insults its owner ('Johnny Rotten', 'Captain Sensible'), a singer and a gang:
  // never the thunder, voltage and oak the rock family keeps.
  'punk-rock': {
    first: `nicky dee stevie vic polly mick terry davey lulu jinx pauly tracey kev shaz billy ronnie gaz dez
      trev wendy carol mandy tony andy col baz deano sharon kevin lee`,
    themes: [
      { adj: `social public civil moral domestic national`, noun: `citizen taxpayer commuter ratepayer magistrate councillor bailiff headmaster`, mass: `hygiene welfare decency conduct curfew`,
        word: `curfew`, head: `riot dole`, tail: `kids squad` },
      { adj: `bad sick stiff cheap snotty spotty nasty`, noun: `brain finger kid boy rat germ knuckle lung gut elbow`, word: `germs`, head: `rat gob`, tail: `rats gob` },
      { adj: `broke unemployed useless bored skint`, noun: `squat dole_queue landlord eviction giro bus_stop council_estate bedsit launderette`, mass: `boredom rubbish`,
        word: `boredom`, head: `brick spit`, tail: `kids` },
      { adj: `rabid reckless vicious rude toxic wrecked feral manky`, noun: `vandal truant dropout delinquent crowbar brick bin_fire ruckus hooligan yob lout`, mass: `spit concrete`,
        word: `ruckus`, head: `glue scab`, tail: `wreck` },
    ],
    // A stage name that insults its owner: 'Nicky Useless', 'Dee Reckless'.
    last: `useless reckless vicious sensible rude cheap spotty snotty nasty feeble bored ugly scabby gobby
      hopeless clueless skint grotty brainless spineless gormless witless careless shameless tasteless
      pointless legless toxic`,
    ensemble: `rejects upstarts delinquents`,
    head: `brick spit rat dole riot bin gob glue scab gutter sick sewer dog germ grot puke`,
    tail: `kids rats boys wreck gob bags mouth yard dogs bin squad youth riot brains`,
    scenes: ['a photocopied flyer stapled to a telegraph pole', 'a squat show with the power cut twice', 'a two-minute song and a broken string', 'a leather jacket held together with safety pins', 'a stage dive in a room with no barrier'],
    templates: [
      ['{A} {Ns}', 2.5], ['{A} {X}', 1.6], ['{A} {N}', 1.2], ['{F} {L}', 0.9], ['{F} and the {Ns}', 0.8],
      ['The {A} {Ns}', 1], ['{A} {E}', 0.6], ['{C}', 0.8],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates', 'head', 'tail', 'word'],
  },
  'post-punk': {
    adj: `cold grey angular nervous modern clinical brutal sullen monochrome fractured isolated
      sterile taut dim mechanical distant paranoid pale`,
    noun: `factory tower_block mannequin siren ward corridor bunker dial glove photograph echo reflex
      ritual surgeon clinic tunnel window ballroom`,
    mass: `concrete static formica nylon`,
    head: `wire ash glass`,
    tail: `ward frame`,
    scenes: ['a tower block stairwell at midnight', 'a flickering strip light in an empty factory', 'a grainy photograph of a grey seaside town'],
    templates: [['The {A} {N}', 4], ['{X} {N}', 3]],
  },
  grunge: {
    adj: `soggy sour bruised numb murky damp tired sludgy sick sunken gray moldy fuzzy sullen
      mangled drowsy overcast`,
    noun: `flannel gutter drainpipe carburetor puddle bruise splinter scab hive fungus scar thrift_store
      laundromat raincoat cough`,
    mass: `sludge rain tar mildew moss sawdust coffee`,
    head: `mud sludge moss rain tar mold`,
    tail: `garden hive drain honey`,
    scenes: ['a rain-soaked Seattle alley behind a club', 'a flannel shirt and a fuzz pedal in a damp garage', 'a grey sky over a logging town'],
    templates: [['{C}', 5]],
  },
};
