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
];

const GROUP_OF = new Map<string, number>();
GROUPS.forEach((line, i) => {
  for (const w of line.split(/\s+/)) if (w) GROUP_OF.set(w, i);
});

/** The near-synonym group a word belongs to, or undefined. */
export function synonymGroup(word: string): number | undefined {
  return GROUP_OF.get(word);
}
