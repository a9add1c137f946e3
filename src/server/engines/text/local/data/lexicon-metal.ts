// Metal family: iron, stone and ritual, with doom, black, death and prog each their own world.
import type { FamilyLexicon, GenreLexicon } from '../lexicon-types';

export const METAL_FAMILY: FamilyLexicon = {
  id: 'metal',
  adj: `vicious wicked ravenous abyssal hellish demonic bestial barbaric warlike bloodstained charred scorched blackened crimson chained shackled fallen risen exalted damned condemned profane blasphemous ruinous storming ironclad armoured spiked jagged serrated venomous plagued pestilent iron molten savage ancient infernal grim unholy eternal merciless colossal forsaken
    wretched cursed frozen bleak vengeful sacred raging obsidian spectral titanic`,
  noun: `battleaxe halberd trident chainmail helm dagger blade scythe mace flail lance spear shield banner warhorse chariot fortress rampart bastion watchtower dungeon catacomb crypt tomb mausoleum gallows guillotine furnace forge anvil cauldron chalice grimoire tome rune sigil idol effigy gargoyle golem wyvern basilisk griffin hydra kraken minotaur cyclops harpy banshee revenant lich warlock necromancer executioner inquisitor crusader templar berserker barbarian gladiator mercenary conqueror usurper heretic apostate rune helm axe spear wyrm claw horn priest cult reign bane husk relic scythe blade shield crow wolf wraith hydra throne altar serpent tyrant warlord crown sword gauntlet skull abyss pyre furnace
    colossus behemoth leviathan oracle sentinel obelisk sepulchre citadel talon fang`,
  mass: `hatred venom plague pestilence carnage havoc chaos oblivion torment agony malice blasphemy sacrilege thunder lightning bronze iron steel ash sulphur brimstone bone obsidian ruin wrath vengeance`,
  gerund: `burning grinding howling smouldering crushing raging`,
  verb: `summon bury burn devour conquer awaken banish forge`,
  place: `abyss pit crag tor chasm citadel keep`,
  head: `bale bane blight bone brim cairn char coal crypt dire dread dusk fell fen flint frost gall gloom gore grave hail iron mire morn mourn pale plague pyre rime rot ruin rune rust salt scorn shade shard slag soot storm thorn tomb void war wither wolf wrath dire vile foul cruel deep hail ice rime wyrd gall bile venom plague pyre soot slag flint jet onyx thorn briar raven vulture jackal viper adder asp iron bleak ember cinder war hate wolf fang skull void rune storm grim frost rot gore bane wyrm helm axe spear night hell iron ash bone grave storm doom dread steel crypt wraith`,
  tail: `blight brand break burn doom gate grim hallow hold rend rot scar scourge shade shard spire strike sworn vein ward wight reaver pyre shroud veil mire pit keep tower wall moat grave crypt tomb vault sword mace flail hound crow raven viper drake bringer caller eater blade bane wyrm rune helm axe spear fang claw horn skull priest lord storm reign wrath cult rite gore fire forge fall throne crown hammer born maw spire crest gate`,
  first: `magnus ragnar morgana elric silas ezekiel lilith`,
  last: `vane thorne gallows crane`,
  ensemble: `legion horde host covenant brotherhood order`,
  prep: `beyond beneath below against within under`,
  scenes: [
    'a stage drenched in red light and dry ice',
    'a forge roaring in a mountain hall',
    'a ruined fortress under a storm',
  ],
  templates: [
    ['{A} {N}', 7], ['{N} of {X}', 5], ['{X} {N}', 6], ['{C}', 8], ['{I}', 2], ['{W}', 0.3], ['{G} {N}', 4],
    ['{V} the {N}', 3], ['The {A} {N}', 3], ['{A} {N} of {X}', 2], ['{N} of the {A} {N}', 1],
  ],
  syllables: {
    onset: 'b d g k m n v th gr dr kr z s sk',
    vowel: 'a o u au ae o',
    coda: 'r l n m th g k rn',
    ending: 'oth ul um orn ag ar os eth ur ak ath',
  },
};

export const METAL_GENRES: Record<string, GenreLexicon> = {
  metal: {
    adj: `heavy brutal relentless thundering`,
    noun: `amplifier warhammer riff chariot`,
    mass: `thunder steel`,
    scenes: ['a mosh pit opening up under the lights', 'a wall of guitars at full volume'],
  },
  'heavy-metal': {
    adj: `mighty thundering blazing immortal fearless triumphant victorious stormborn screaming
      leather gleaming`,
    noun: `hammer warrior chariot axe eagle falcon knight titan lightning fist blade stallion viper
      storm phantom avenger beast rider inquisitor`,
    mass: `thunder lightning leather victory glory`,
    head: `storm thunder steel iron`,
    tail: `blade rider fist hammer wing`,
    scenes: ['a leather-clad band posing in front of a flaming sword', 'a chariot of amplifiers rolling across the stage', 'a twin-guitar harmony soaring over an arena'],
    templates: [['{X} {N}', 3], ['{N} {N}', 3]],
  },
  // Black metal names are one dark word ('Emperor'), a fused compound ('Darkthrone'), Latin
  // ('Lux Occulta') or Norse-sounding compounds made of real Scandinavian words ('Vinterskog').
  'black-metal': {
    themes: [
      // Moods a brief asks for: mourning, dread of being watched, war.
      { mood: true, adj: `mourning widowed bereft weeping`, noun: `wreath veil widow candle dirge lament requiem elegy bell`, mass: `mourning sorrow`, word: `threnody elegy requiem dirge`, head: `mourn weep`, tail: `veil bell` },
      { mood: true, adj: `hooded whispering watchful`, noun: `eye mirror whisper stranger mask labyrinth`, mass: `dread`, word: `labyrinth` },
      { mood: true, adj: `warring feuding`, noun: `spear shield siege banner rampart`, mass: `strife`, word: `strife siege feud` },
      { adj: `frozen wintry frostbitten hyperborean boreal carpathian siberian uralic`, noun: `blizzard tundra glacier fjord icefield`, mass: `frost winter hoarfrost`, word: `blizzard tundra hoarfrost frostfall`, head: `frost ice winter rime`, tail: `moon fang veil spire` },
      { adj: `moonless nocturnal black starless grim`, noun: `eclipse moon shadow throne crown torch sabbath`, mass: `darkness nightfall`, word: `nightfall eclipse darkness`, head: `night dark black`, tail: `throne crown veil` },
      { adj: `ancient primeval pagan heathen elder`, noun: `wolf forest raven grove yew barrow`, mass: `heathendom`, word: `heathendom`, head: `wolf raven pine`, tail: `wood grove hollow` },
      { adj: `funeral sepulchral dead cadaverous`, noun: `grave tomb crypt sepulchre coffin shroud bell lich`, mass: `decay`, word: `sepulchre ossuary catacomb mortuary`, head: `grave tomb bone`, tail: `crypt shroud` },
      { adj: `desolate eternal barren forsaken`, noun: `void abyss wasteland ruin chasm ember husk`, mass: `desolation solitude oblivion silence`, word: `desolation solitude oblivion abyss`, head: `void ash`, tail: `fall spire` },
      { adj: `unholy profane heretical accursed arcane`, noun: `heretic altar chalice sigil serpent horn goat pentagram omega`, mass: `blasphemy heresy sacrilege`, word: `heresy sacrilege apostasy`, head: `hex hell`, tail: `rite cult altar` },
      { word: `vinter natt skygge kulde isvind`, head: `natt vinter myrk svart ulv ravn kald grav`, tail: `heim fjell skog vind dal gard` },
      { mass: `nox_aeterna umbra_mortis ignis_fatuus vox_inferi mors_aeterna lux_tenebrarum`, word: `tenebrae umbra noctem silentium exitium` },
    ],
    scenes: ['a frozen pine forest under a full moon', 'corpse paint and torches on a snowy mountainside', 'a ruined chapel buried in winter fog', 'a tremolo riff recorded in a cold cellar', 'a black-and-white photo of a fjord at dusk', 'a demo tape with a hand-drawn logo', 'a burial mound under a grey northern sky'],
    templates: [
      ['{W}', 0.3], ['{C}', 1.9], ['{X}', 0.8], ['{A} {N}', 1.5], ['{A} {X}', 1], ['{N} of {X}', 0.8], ['The {A} {N}', 0.7], ['{A} {Ns}', 1],
      ['{X} {N}', 1],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates'],
  },
  // Death metal names are gore, anatomy, decay, disease and morbid Latin ('Cannibal Corpse', 'Morbid
  // Angel', 'Obituary', 'Autopsy', 'Dying Fetus', 'Gorguts', 'Tomb Mold', 'Cerebral Rot'): none of the
  // power-metal armoury of wyrms, templars, chariots and watchtowers the metal family keeps.
  'death-metal': {
    themes: [
      // Moods a brief asks for: grief, being hunted, war.
      { mood: true, adj: `mourning bereaved`, noun: `pallbearer mourner casket hearse`, mass: `grief`, word: `pallbearer bereavement` },
      { mood: true, adj: `hunted stalking`, noun: `stalker predator butcher`, mass: `paranoia`, word: `predator stalker` },
      // An adjective of one field on a noun of another, as the scene pairs them: disease on the body
      // ('Necrotic Torso'), anatomy on decay ('Cerebral Rot'), a body and what is done to it.
      { adj: `putrid necrotic septic gangrenous festering leprous`, noun: `torso cranium spine entrail femur ribcage jawbone cadaver carcass pelvis sternum skull`,
        mass: `necrosis gangrene putrefaction`, word: `putrefaction gangrene`, head: `skull bone spine rot`, tail: `rot bone` },
      { adj: `cerebral cranial visceral spinal internal skeletal`, mass: `rot decay necrosis bile liquefaction suppuration`,
        word: `liquefaction suppuration`, head: `pus bile`, tail: `rot fester ooze` },
      { adj: `severed gutted mangled flayed dismembered`, noun: `cadaver torso corpse carcass`, mass: `dismemberment decapitation evisceration disembowelment mutilation`,
        word: `evisceration dismemberment`, head: `bone`, tail: `grinder guts` },
      { adj: `surgical clinical embalmed autopsied`, noun: `cadaver specimen torso corpse coroner mortician patient`, mass: `formaldehyde vivisection necropsy trepanation`,
        word: `necropsy vivisection trepanation`, head: `slab saw`, tail: `saw cutter` },
      { adj: `exhumed entombed buried unearthed`, noun: `saint bride priest choir congregation cadaver widow nun`, mass: `exhumation entombment mould`,
        word: `exhumation disinterment`, head: `tomb crypt grave`, tail: `mould creeper digger` },
      { adj: `maggot-ridden infested writhing crawling`, noun: `cadaver carcass corpse torso altar`, mass: `carrion infestation`,
        word: `infestation larvae`, head: `maggot worm fly`, tail: `spawn swarm feast` },
      { adj: `defiled putrid necrotic`, noun: `saint messiah cathedral sacrament relic chalice rosary`, mass: `desecration sacrilege`, word: `desecration sacrilege` },
      { adj: `cannibal ghoulish ravenous carnivorous`, noun: `butcher ghoul feast congregation corpse`, mass: `devourment cannibalism flesh offal`,
        word: `devourment cannibalism`, head: `gore flesh corpse`, tail: `feast eater monger` },
    ],
    head: `gore bone skull rot flesh worm plague crypt tomb pus bile grave maggot`,
    tail: `maw rot gore grave crypt tomb pit bile worm fester grinder feast monger spawn guts eater`,
    verb: `exhume devour dissect dismember embalm`,
    scenes: ['a flooded catacomb lit by a single bulb', 'a morgue drawer left half open', 'a blast beat rattling a crypt', 'a guttural growl over a tremolo riff', 'a coroner\'s report read aloud in a basement'],
    templates: [
      ['{A} {N}', 3], ['{W}', 0.2], ['{C}', 2], ['{N} {X}', 1], ['{A} {X}', 1.2], ['{G} {N}', 0.5],
      ['{X} of the {N}', 0.5], ['{N} of {X}', 0.4], ['{V} the {N}', 0.3], ['{A} {Ns}', 0.8],
    ],
    replace: ['adj', 'noun', 'mass', 'gerund', 'verb', 'place', 'first', 'last', 'ensemble', 'templates', 'head', 'tail', 'word'],
    syllables: { ending: 'osis itus ation ude oid um' },
  },
  'doom-metal': {
    adj: `stoned fuzzed downtuned droning sluggish immense towering buried drowned ashen grey mossgrown lichened weathered ossified entombed sorrowful penitent forlorn abandoned ruined slow heavy leaden ponderous crushing funereal mournful sunken occult glacial tectonic
      colossal monolithic lumbering dread sepulchral sombre smouldering weary grievous cavernous
      petrified fossilised volcanic candlelit hooded cloaked burdened unhallowed primordial`,
    noun: `ossuary crypt catacomb reliquary bier shroud pallbearer undertaker gravedigger lantern thurible censer hymnal psalter sexton belfry steeple crucible cauldron grimoire relic idol skull jawbone antler tusk quarry gorge fjord cliff escarpment shale slate flint monolith cathedral altar glacier obelisk sarcophagus dolmen menhir cairn barrow mountain
      boulder coven witch warlock wizard serpent candle lantern procession funeral bell hearse
      gallows bog moor mire crater landslide avalanche anvil millstone dirge requiem rite sermon
      chalice sigil raven moth elk mammoth behemoth tortoise sloth bison druid pilgrim hermit
      monk abbot acolyte crone seer`,
    mass: `basalt obsidian granite magma tar ash peat sulphur lead smoke incense silt sorrow dread
      gloom penance torpor gravity lava`,
    gerund: `crawling tolling sinking grinding dragging smouldering mourning crumbling eroding`,
    verb: `bury summon exhume entomb drown worship invoke mourn`,
    place: `barrow mire crag tor hollow abbey chapel vale moor quarry chasm cavern`,
    head: `stone ash dusk grave slag tar lead coal cairn moth mourn dread grief bog peat salt`,
    tail: `hearse crag mire fall lord hammer crown weight stone moor throne grave witch monger
      tomb dirge barrow`,
    ensemble: `acolytes pilgrims disciples heirs keepers mourners bearers congregation witnesses`,
    scenes: ['a basalt cathedral slowly sinking into a peat bog', 'a candlelit procession crossing a frozen moor', 'a glacier grinding a mountain down to dust', 'a funeral bell tolling under a bruised sky'],
    templates: [['{N} of {X}', 6], ['{E} of the {A} {N}', 3], ['{X} {N}', 4], ['{G} {N}', 3], ['{V} the {N}', 2]],
    syllables: { onset: 'b d g m n v th gr dr sl', vowel: 'o u au oa', ending: 'oth ul um orn ag eth' },
  },
  'progressive-metal': {
    adj: `polyrhythmic fractal infinite asymmetric cerebral labyrinthine celestial hyperbolic
      recursive intricate ascending orbital kinetic perpetual parallel transcendent liminal
      geometric`,
    noun: `labyrinth fractal spiral paradox axiom theorem cipher odyssey helix meridian vortex
      equinox cosmos architect algorithm singularity horizon parallax orbit continuum epoch nexus
      zenith polygon sphinx aeon quasar`,
    mass: `entropy gravity infinity symmetry`,
    head: `aeon helix void star sky`,
    tail: `scape gate line form`,
    scenes: ['a seven-minute riff in an odd time signature', 'a star chart drawn in geometric lines', 'a labyrinth seen from far above'],
    templates: [['{N} {N}', 3], ['The {N} {N}', 2]],
    syllables: { ending: 'ia ion eum ax yx' },
  },
};
