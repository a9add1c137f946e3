// Words that say the same thing: two of one group in a name is a tautology ('Frozen Winter',
// 'Nocturnal Darkness', 'Moonlit Midnight', 'Heretical Sacrilege', 'The Backroad Dirt Roads').
const GROUPS = [
  'winter wintering frozen frost frosty frostbitten ice icy glacier glacial cold snow snowy hoarfrost rime arctic polar blizzard sleet permafrost',
  'night nights nocturnal midnight moonlit darkness dark dusk twilight nightfall gloaming',
  'heresy heretic heretical sacrilege sacrilegious blasphemy blasphemous profane profanity unholy apostate',
  'backroad backroads road roads dirt gravel highway highways lane lanes turnpike',
  'dust dusty dustbowl sand sandy',
  'storm storms stormy storming tempest thunder thunderstorm gale gales squall',
  'fire fires fiery flame flames blaze blazing burning inferno ember embers',
  'grave graves tomb tombs crypt crypts sepulchre ossuary burial mausoleum',
  'death dead deathly mortal mortuary funeral funereal corpse corpses',
  'doom doomed dread ruin',
  'sorrow sorrowful grief grieving mourning mournful lament lamenting woe sorrows',
  'sea seas ocean oceanic tide tides tidal wave waves surf',
  'dream dreams dreaming dreamy reverie',
  'haze hazy fog foggy mist misty smoke smoky',
  'harvest harvests reaping reaper sheaf',
  'whiskey whisky bourbon moonshine',
  'money cash bands racks paper stacks',
  'gold golden gilded',
  'neon electric',
  'sun sunny solar sunlit sunlight',
  'moon lunar moonlight',
  'star stars stellar starlight astral',
  'ghost ghosts ghostly phantom phantoms spectre spectral wraith haunted',
  // A word may sit in two groups: 'moonlit' is night and lamplight both ('Starlit Moonlight', 'Lamplit Streetlight').
  'starlit moonlit lamplit candlelit firelit sunlit gaslit starlight moonlight lamplight candlelight firelight gaslight streetlight streetlights streetlamp streetlamps',
  'blue indigo cobalt ultramarine azure navy sapphire cerulean cyan',
  'red crimson scarlet ruby vermilion carmine',
  'holy sacred sanctified spiritual gospel hymn hymns prayer prayers karma mantra mantras devotion devotional',
  'sleepless insomnia insomniac wakeful',
];

const GROUPS_OF = new Map<string, number[]>();
GROUPS.forEach((line, i) => {
  for (const w of line.split(/\s+/)) if (w) GROUPS_OF.set(w, [...(GROUPS_OF.get(w) ?? []), i]);
});

/** The near-synonym groups a word belongs to, or undefined. */
export function synonymGroups(word: string): readonly number[] | undefined {
  return GROUPS_OF.get(word);
}
