// What a lyric is about, read from its words: each theme has the words and phrases that carry it,
// and the themes reported are the ones the words carry most, each with the line it shows in. A
// reader found a lyric of loss reported with no theme at all, so a song's subject is named only
// when its own words say it; a lyric that carries none gets none. Words as common as 'keep', 'old' or
// 'waiting' ('keep on dancing', 'waiting for the weekend') carry no longing by themselves.

export interface ThemeReading {
  theme: string;
  quote: string;
}

/** Theme → words (whole words, lower case) and phrases (regexes) that carry it; a phrase counts double. */
const THEMES: readonly { theme: string; words: readonly string[]; phrases?: RegExp; setting?: true }[] = [
  { theme: 'loss and grief', words: ['gone', 'grave', 'funeral', 'buried', 'grief', 'mourn', 'mourning', 'widow', 'ashes', 'passed', 'lost', 'goodbye', 'farewell', 'departed', 'heaven'], phrases: /\b(like you were here|your side of the bed|can't bring myself|gave me back your|wedding ring|since you('ve| have) been gone|you('re| are) gone|you('re| are) still there|like you('re| are) still|give (it|them) away|empty (chair|bed|side)|never came (back|home)|laid (you|her|him) to rest|without you|left behind|say goodbye|(put|laid|lay|lowered) (her|him|you|them) (in|into|under) the (ground|earth|grave)|(beneath|underneath|under) the (snow|ground|stone|earth|soil|clay)|(lay|laid|put|leave|left) (the |some )?flowers|(chair|bed|room) (is|sits|stands) empty)\b/i },
  { theme: 'memory and longing', words: ['remember', 'memory', 'memories', 'photograph', 'photographs', 'letter', 'letters', 'yesterday', 'miss', 'missing', 'kept', 'longing', 'wish', 'unsent'], phrases: /\b(wonder if you|where you still|if you ever|never learned|used to|back then|those days|never sent|once upon|all these years|i still|still (faces|waits|smells|hear))\b/i },
  { theme: 'love', words: ['love', 'lover', 'darling', 'kiss', 'kisses', 'baby', 'sweetheart', 'embrace', 'together', 'honey'], phrases: /\b(hold me|hold you|in your arms|my heart|be mine|fall(ing)? in love)\b/i },
  { theme: 'heartbreak', words: ['heartbreak', 'cheated', 'lies', 'liar', 'betrayed', 'unfaithful'], phrases: /\b(broke my heart|broken heart|you left( me)?|walked out|leave me|left me|it's over|we're through|another (man|woman|girl|boy))\b/i },
  { theme: 'jealousy and envy', words: ['jealous', 'jealousy', 'envy', 'envious', 'resent', 'resentment'], phrases: /\b(green[- ]eyed|green with (envy|jealousy|it|spite)|(turn(ed|ing|s)?|went) green|wishing i was (her|him|them|you|where you are)|what (she|he) (has|got)|you got the (house|car|ring|girl|boy))\b/i },
  { theme: 'innocence and naivety', words: ['naive', 'naïve', 'innocent', 'innocence', 'gullible'], phrases: /\b(green as (grass|spring|the grass)|(so|too|still|young and|just a) green\b(?! (fields?|grass|hills?|eyes|light|trees|leaves))|didn't know (any )?better|thought i'?d be your)/i },
  { theme: 'home and family', words: ['home', 'house', 'mother', 'father', 'mama', 'daddy', 'brother', 'sister', 'kitchen', 'porch', 'hometown', 'family', 'grandmother', 'grandfather', 'kids', 'children'] },
  { theme: 'leaving and the road', words: ['highway', 'leaving', 'leave', 'miles', 'escape', 'wheels', 'border', 'wander', 'runaway', 'road', 'train', 'ticket', 'station'], phrases: /\b(on the road|hit the road|get away|far away|left town|out of this town)\b/i },
  { theme: 'defiance and protest', words: ['fight', 'riot', 'rebel', 'refuse', 'freedom', 'system', 'against', 'kneel', 'power', 'protest', 'resist', 'chains', 'revolution'], phrases: /\b(stand up|won't back down|never surrender|take it back|(won'?t|will not|never|don'?t|do not) (bow|bend|kneel|obey|give in)|still standing|union card|picket line|your (cage|chains|rules|leash)|(tear|burn|rip) (up )?(the|your) (contract|rules|rulebook|script)|raise your (fist|voice)|not shutting up|we know your (name|price)|sold the)\b/i },
  { theme: 'night and the city', words: ['city', 'streets', 'street', 'neon', 'club', 'downtown', 'skyline', 'subway', 'taxi', 'tonight', 'midnight'], setting: true },
  { theme: 'joy and celebration', words: ['dance', 'dancing', 'party', 'celebrate', 'alive', 'joy', 'sing', 'singing', 'drinks', 'wild', 'lucky', 'laughing', 'laugh', 'sang', 'grin', 'smile', 'smiling', 'shout', 'cheer'], phrases: /\b(all night|time of (our|my) li(ves|fe)|have a good time|feel so good|windows down|never been this (lucky|free|happy|alive))\b/i },
  { theme: 'faith', words: ['god', 'lord', 'pray', 'prayer', 'prayers', 'church', 'angel', 'angels', 'grace', 'sin', 'sinner', 'salvation', 'jesus', 'amen', 'soul', 'faith'] },
  { theme: 'hope and renewal', words: ['hope', 'rise', 'tomorrow', 'believe', 'dawn', 'begin', 'again', 'shine', 'heal', 'healing'], phrases: /\b(new day|start again|better days|light (will|shall) come)\b/i },
  // 'Quiet', 'empty' and 'nobody' alone are not loneliness ('quiet so the baby sleeps', 'empty bottles', 'nobody can stop us').
  { theme: 'loneliness', words: ['alone', 'lonely', 'lonesome', 'solitude', 'loneliness'], phrases: /\b((nobody|no one|no-one) (calls|called|knows|cares|comes|came|home|here|to (hold|talk to|call))|on my own|by myself|all alone|empty (room|house|flat|apartment|bed)|silent (walls|phone|room))\b/i },
  { theme: 'menace and the hunt', words: ['wolf', 'wolves', 'hunt', 'hunter', 'hunters', 'hunting', 'prey', 'fangs', 'teeth', 'stalk', 'stalking', 'stalker', 'knife', 'blade', 'claws', 'hounds', 'predator', 'trapped', 'snare'], phrases: /\b(i('m| am) watching you|i('m| am) (right )?behind you|i('m| am) (outside|at) your (door|window)|i know where you (live|sleep|stay|hide|work)|you can't (hide|run|outrun)|coming for you|watch your back|your time is (up|ticking|running out))\b/i },
  { theme: 'fear and the uncanny', words: ['ghost', 'ghosts', 'shadow', 'shadows', 'haunt', 'haunted', 'fear', 'afraid', 'demons', 'nightmare'] },
  { theme: 'work and money', words: ['work', 'shift', 'rent', 'money', 'boss', 'paycheck', 'factory', 'bills', 'wages', 'overtime', 'hustle', 'cash', 'broke'] },
  { theme: 'anger', words: ['rage', 'hate', 'fury', 'anger', 'angry', 'scream', 'revenge', 'fist', 'slammed', 'slam'], phrases: /\b(burn it down|sick of)\b/i },
  { theme: 'time and growing older', words: ['years', 'older', 'aging', 'ageing', 'young', 'youth', 'grey', 'gray', 'wrinkles'], phrases: /\b(grow(ing)? old|time goes|where did the time)\b/i },
];

const WORD = /[a-z][a-z']*/g;

/** The themes the lyric's words carry most (at most three, each with its first line), strongest first. */
export function readThemes(lines: readonly string[]): ThemeReading[] {
  let scored = THEMES.map(({ theme, words, phrases, setting }) => {
    let score = 0;
    let quote = '';
    for (const line of lines) {
      // A word the line denies ('the quiet here is not like death') or a 'gone' that is a change of
      // state ('the lake gone still') carries no theme.
      const lower = line
        .toLowerCase()
        .replace(/\b(?:not|never|no|nor|without)\s+(?:like\s+|a\s+|the\s+|any\s+)?[a-z']+/g, ' ')
        .replace(/\bgone\s+(?=(?:still|quiet|cold|dark|white|grey|gray|silent|soft|numb|dry|pale|calm|green|gold|wild)\b)/g, ' ');
      const hits = (lower.match(WORD) ?? []).filter((w) => words.includes(w.replace(/'s$/, ''))).length + (phrases?.test(line) ? 2 : 0);
      if (hits > 0 && !quote) quote = line.trim();
      score += hits;
    }
    // A place word is a setting, not a subject, until the song keeps returning to it.
    return { theme, score: setting && score < 2 ? 0 : score, quote };
  }).filter((t) => t.score > 0);
  scored.sort((a, b) => b.score - a.score);
  // A song of loss says 'you left me' of the dead: when grief leads, that is no heartbreak.
  if (scored[0]?.theme === 'loss and grief') scored = scored.filter((t) => t.theme !== 'heartbreak');
  const top = scored[0]?.score ?? 0;
  // A theme half as strong as the leading one is still the song's; a passing word is not.
  return scored.filter((t) => t.score >= Math.max(2, top / 2) || t === scored[0]).slice(0, 3).map(({ theme, quote }) => ({ theme, quote }));
}
