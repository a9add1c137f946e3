// What a vibe means, as pictures: a musician writes "grief", "paranoia" or "the bass arguing with
// the drummer", and a list should lean toward the images that mood lives in (wreaths, empty chairs;
// wiretaps, two-way mirrors; a fistfight, a tug of war), never toward the vibe's own words.
// Each field: the stems that call it (a vibe word starting with one, four letters or more, or equal
// to a shorter one) and the words that picture it, across every genre's lexicon. A theme or a name
// holding those words is preferred; the genre still decides which of them it has.

export interface MoodField {
  readonly stems: string;
  readonly images: string;
}

export const MOOD_FIELDS: readonly MoodField[] = [
  {
    stems: 'grief griev mourn loss lost bereav funeral widow elegy lament sorrow heartbreak heartbroken tears weep cry',
    images: `wreath widow veil candle vigil rosary elegy lament dirge requiem hymn psalm ash ashes grave graveyard tombstone
      headstone cemetery funeral mourner mourning hearse lily lilies chapel chair letter locket photograph keepsake rain
      teardrop tears sorrow willow raven crow empty hollow pale grey ghost ghosts memory memorial shroud cypress echo
      lullaby wake bell bells farewell hospital rose roses wilted faded absence ember embers dusk pallbearer eulogy threnody
      cenotaph procession teardrop heartache halo afterlife bereft weeping widowed keepsake vigil`,
  },
  {
    stems: 'paranoi parano surveil watched spy spies conspir suspic distrust fear afraid anxious anxiety nervous dread uneasy',
    images: `wiretap surveillance camera lens mirror mirrors eye eyes peephole keyhole static signal antenna radio frequency
      wire wires cipher code decoy informant agent spy shadow shadows whisper whispers phantom ghost footsteps hallway
      corridor alley streetlight blinds curtain window stranger mask masks double doppelganger echo interference
      transmission broadcast telemetry monitor control panic siren flicker fuse nerve nerves heartbeat insomnia sleepless
      midnight tripwire trap maze labyrinth bunker vault cell cctv satellite operator handler wiretap dossier decoy
      overwatch lookout alibi deadbolt burner floodlight stakeout trenchcoat watchful covert monitored sleepless shutter
      hooded informer blindspot`,
  },
  {
    stems: 'argu fight quarrel clash tension tense friction conflict battle war versus push pull tug wrestl brawl rivalr feud',
    images: `fistfight brawl feud duel duelling rival rivals quarrel tug rope knot knuckle knuckles fist fists elbow
      crossfire standoff truce treaty border barricade argument debate verdict jury referee ring round bout sparring
      collision crash friction spark sparks splinter fracture fault faultline tectonic grind grinding clatter rattle
      drum drums bass kick snare chain chains wrestler wrestlers hammer anvil thunder tangle knotted grudge showdown
      ricochet counterweight feuding quarrelsome contrary dissonant dissonance counterpoint opposed colliding warring
      strife siege piston torque`,
  },
  {
    stems: 'anger angry rage furious fury wrath hate hatred revenge venge violent',
    images: `fury wrath rage hornet wildfire firestorm furnace blaze scorched cinder cinders hammer fist fang fangs claw
      talon venom viper cobra snarl snarling riot havoc mayhem savage feral brute bruiser wrecking razor blade knife
      switchblade dagger storm thunder`,
  },
  {
    stems: 'lonel alone lonesome isolat solitud empty abandon desert deserted',
    images: `lighthouse streetlight lamppost payphone motel diner vacancy platform station train waiting empty hollow
      lone lonesome solitary single island hermit outpost satellite echo drifter wanderer stray moon moth window
      attic hallway highway road mile miles tumbleweed`,
  },
  {
    stems: 'nostalg memor childhood youth remember reminisc yesterday old_days past retro',
    images: `polaroid cassette tape tapes postcard photograph album jukebox arcade rollerskate schoolyard playground
      bicycle bike paperboy attic scrapbook locket keepsake yearbook sepia faded vintage heirloom porch swing treehouse
      summer drive-in matinee radio vinyl record`,
  },
  {
    stems: 'love lover romanc romant tender crush devot desire longing yearn kiss',
    images: `valentine rose roses locket letter letters serenade sweetheart darling honey velvet satin silk candle
      candlelit heart hearts ribbon lace dove doves bouquet wedding ring moonlight tender lovesick rosebud lovebug
      honeybun`,
  },
  {
    stems: 'joy joyful happy happi euphor bliss elat celebrat jubil glee cheer merry',
    images: `confetti parade carnival fireworks balloon balloons sunbeam sunshine sunrise dancefloor mirrorball disco
      trumpet brass festival fiesta picnic lemonade kite cartwheel bright golden radiant jubilant sparkler cookout sprinkler
      jubilee euphoria afterglow maypole merry jig popsicle birthday`,
  },
  {
    stems: 'hope hopeful uplift redempt rebirth renew heal healing salvation',
    images: `sunrise dawn daybreak lantern beacon lighthouse seed seedling sapling blossom bloom spring harvest
      horizon bridge rainbow phoenix psalm hymn choir chapel skylark lark wing wings`,
  },
  {
    stems: 'melanchol sad sadness blue blues gloom gloomy wistful bittersweet downcast',
    images: `rain drizzle puddle umbrella overcast grey gray fog mist autumn willow dusk twilight blue faded wistful
      lament elegy dirge ballad sparrow moth teacup window letter`,
  },
  {
    stems: 'death dying mortal decay rot corpse doom apocal',
    images: `grave tomb crypt coffin casket bone bones skull ossuary carrion vulture raven crow maggot rot decay rust
      ruin ruins ash pyre scythe reaper gallows noose hearse requiem plague pestilence famine wither`,
  },
  {
    stems: 'occult ritual witch pagan satan demon unholy sacrific coven',
    images: `coven altar sigil grimoire ritual candle candles chalice goat pentagram cauldron hex rune runes torch
      pyre serpent horns idol incense crypt cathedral monastery abbot priest`,
  },
  {
    stems: 'spirit faith gospel holy sacred prayer church worship divine',
    images: `psalm hymn choir chapel church steeple pew cathedral pilgrim prayer rosary halo angel angels dove lamb
      shepherd river baptism jordan gospel sermon revival tabernacle`,
  },
  {
    stems: 'cold winter ice icy frost snow frozen freez bleak',
    images: `glacier frost snow snowfall blizzard icicle tundra permafrost sleet hail hailstone whiteout fjord pine
      pines wolf wolves raven north northern winter wintry frozen icy arctic polar`,
  },
  {
    stems: 'summer sun sunny beach heat hot warm tropic',
    images: `sunbeam heatwave lemonade seaside beach surf lido pool poolside palm palms lagoon coconut sandal
      sunglasses ice_cream boardwalk pier postcard golden sunburnt balmy tropical hammock`,
  },
  {
    stems: 'sea ocean coast tide wave shore harbor harbour marine',
    images: `tide harbour harbor lighthouse gull gulls anchor sail sailor sailors wreck shipwreck reef coral kelp
      seafoam brine salt shell shells pier jetty buoy mariner heron wave waves shore`,
  },
  {
    stems: 'night nocturn midnight dark late',
    images: `streetlamp streetlight nightfall owl moth moon moonlight lantern neon headlight headlights taxi diner
      afterhours insomnia midnight nighthawk blackout candle`,
  },
  {
    stems: 'city urban street downtown metropol concrete subway',
    images: `skyline subway rooftop overpass fire_escape bodega stoop corner block avenue boulevard alley tenement
      taxi traffic siren concrete asphalt neon billboard laundromat tram metro`,
  },
  {
    stems: 'rural country farm field barn prairie small_town hometown porch',
    images: `barn silo tractor pickup porch screen_door gravel creek holler orchard hayloft cornfield prairie fence
      windmill rodeo county fairground feedstore dogwood magnolia whippoorwill`,
  },
  {
    stems: 'leav depart goodbye goodby farewell exile migra emigra homesick moving parting outbound elsewhere',
    images: `suitcase luggage ticket tickets platform station depot terminal greyhound bus train boxcar ferry passport
      farewell goodbye rearview mirror exit doorway driveway postcard postcards letter letters boxes van moving
      highway road mile miles runaway drifter wanderer stray compass outbound departure departures emigrant
      homesick homeward harbour harbor pier dock gangway wave waving`,
  },
  {
    stems: 'road travel drive driving highway journey wander escape run running',
    images: `highway interstate mile miles motel diner gas_station headlights rearview exit overpass truck trucker
      drifter wanderer hitchhiker compass map suitcase train railroad freight boxcar`,
  },
  {
    stems: 'party club dance danc rave sweat euphoric',
    images: `dancefloor mirrorball strobe strobes laser lasers confetti warehouse basement afterparty sweatbox
      glowstick bassline kick speaker speakers subwoofer disco sequin sequins`,
  },
  {
    stems: 'hypnot trance repetit loop minimal meditat ritual drone',
    images: `spiral pendulum metronome loop loops pulse grid circle orbit mantra drone tide wheel gear carousel
      oscillator sequence`,
  },
  {
    stems: 'machine industri factory mechan robot cyber dystop',
    images: `factory furnace piston gear gears conveyor assembly pylon turbine reactor steel chrome rivet rust
      smokestack foundry kombinat mainframe circuit android terminal`,
  },
  {
    stems: 'space cosmic star galax astral orbit planet',
    images: `comet nebula satellite orbit planet moon rocket astronaut galaxy meteor quasar pulsar telescope
      observatory stardust constellation`,
  },
  {
    stems: 'dream dreamy hazy haze float ethereal sleep drowsy',
    images: `haze mist fog cloud clouds pillow feather lullaby reverie slumber halo aurora gossamer petal daydream
      seafoam veil`,
  },
  {
    stems: 'money rich wealth luxur flex lavish hustl ambition',
    images: `payroll bankroll racks stacks vault safe jackpot diamond diamonds chain chains mink penthouse yacht
      coupe champagne gold platinum rolex mogul tycoon`,
  },
  {
    stems: 'rebel riot defian protest anarch revolt punk',
    images: `barricade riot picket banner flag molotov graffiti outlaw firebrand fuse spark mutiny rebel rebels
      vandal stencil megaphone`,
  },
  {
    stems: 'calm peace serene gentle quiet still mellow chill',
    images: `hammock breeze lagoon pond meadow fern moss pebble kettle teacup blanket window_seat porch dew
      lantern sunday`,
  },
  {
    stems: 'weird absurd surreal quirk strange odd playful humor humour funny silly',
    images: `contraption curio oddity kazoo teapot flamingo lobster pelican accordion balloon puppet circus
      trampoline yo_yo rubber linoleum tupperware`,
  },
  {
    stems: 'war battle army soldier conquest epic',
    images: `legion banner banners spear shield war_horn siege rampart fortress citadel cavalry trench bunker
      artillery warlord general standard`,
  },
  {
    stems: 'nature forest wood woodland wild wilderness mountain',
    images: `pine pines fern moss oak birch alder heron wren owl fox deer elk bear river creek brook mountain
      ridge valley hollow meadow`,
  },
  // Everyday scenes a musician writes as a vibe ('rainy bus windows, headphones on', 'smoky',
  // '5am'): the weather, the ride, the room, the hour, each with the pictures it lives in.
  {
    stems: 'rain rainy drizzl downpour overcast puddl umbrella wet soaked monsoon',
    images: `drizzle puddle puddles umbrella umbrellas overcast grey gray fog mist window windowpane gutter raincoat
      streetlight cloud clouds storm thunder downpour condensation wiper wipers`,
  },
  {
    stems: 'bus buses commut tram transit passeng headphon earphon earbud walkman discman',
    images: `tram subway metro platform station ticket terminus depot shelter timetable route overpass streetlight
      headlight headlights taxi window cassette tape tapes mixtape walkman playlist radio transistor stereo commuter
      nightbus`,
  },
  {
    stems: 'smok smoky cigar lounge speakeasy',
    images: `cigarette cigar ashtray lounge bar barroom speakeasy cellar jukebox neon matchbook lighter haze
      velvet bourbon whiskey gin`,
  },
  {
    stems: 'dawn morning sunrise daybreak 5am 6am 4am early',
    images: `dawn daybreak sunrise rooster dew birdsong milk kettle coffee horizon lark skylark glow afterparty
      streetsweeper`,
  },
  {
    stems: 'autumn fall leaves october harvest',
    images: `leaf leaves harvest orchard apple bonfire ember cider acorn oak maple rust amber copper scarecrow`,
  },
];
