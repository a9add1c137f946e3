// The top of the bio: the headline (press release, magazine), the opening paragraph (who, what,
// where, since when, and the hook in the chosen tone) and the industry fact sheet.
import type { Block } from './bio-blocks';
import { genreValues, newBlock, withPhrase, type Composer } from './composer';
import { AUDIENCE_OPENING } from './data/audience-lines';
import { achievementSentence, fitsCarrier } from './achievement-sentences';
import { ACHIEVEMENT_LIST, ACHIEVEMENT_ONE } from './data/section-lines';
import { TONE_HOOK } from './data/sound-frames';
import { STATUS_HEADLINE, STATUS_LABEL, STATUS_NOW, statusOf } from './data/status-lines';
import { LEDE, SCENE, STANDFIRST } from './data/style-lines';
import { capitaliseFirst, joinList, listChips, withArticle } from './text-tools';
import { genreBlend } from './writer';

/** 'Leeds-based melancholic garage rock four-piece' or 'rock band from the north of England'. */
export function describeBand(c: Composer, placeTold = false): string {
  const { f, w } = c;
  const first = f.traits[0]?.adjective;
  // 'An authentic rock band' reads as a boast, not a description: some traits stay out of the name tag.
  const fits = first && !['authentic', 'funny', 'traditional'].includes(first) && !genreBlend(f).includes(first);
  const trait = f.subs.length <= 1 && fits && w.rng.chance(0.6) ? first : undefined;
  const base = `${trait ? `${trait} ` : ''}${genreBlend(f)} ${f.act}`;
  if (placeTold) return base;
  if (f.placeAdjective && (w.rng.chance(0.6) || !f.place)) return `${f.placeAdjective} ${base}`;
  if (f.place) return `${base} from ${f.place}`;
  return base;
}

function hooks(c: Composer): string[] {
  const { f } = c;
  const status = STATUS_HEADLINE[statusOf(f.request.currentStatus)];
  const traitHooks = f.traits.map((t) => t.hook);
  return traitHooks.length > 0 ? traitHooks : [...f.genre.hooks, ...status.map((s) => `${f.genre.prose}, ${s}`)];
}

export function composeHeadline(c: Composer): Block | null {
  const { f, w } = c;
  if (w.style !== 'Professional Press Release' && w.style !== 'Magazine Feature') return null;
  const b = newBlock(c, 'headline');
  const endings = STATUS_HEADLINE[statusOf(f.request.currentStatus)];
  const ending = endings.length > 0 ? w.rng.pick(endings) : '';
  const place = f.placeShort && f.placeShort.length < 30 ? `${f.placeShort} ` : '';
  const short = `${place}${genreBlend(f)} ${f.act}`;
  const hook = w.rng.pick(hooks(c));
  let headline: string;
  if (w.style === 'Magazine Feature') headline = `${f.name}: ${hook}`;
  else if (ending) headline = `${f.name}: ${short} ${ending}`;
  else headline = `${short} ${f.name}: ${hook}`;
  b.para(true).add(`**${capitaliseFirst(headline)}**`, 0, { locked: true });
  return b.block;
}

export function composeOpening(c: Composer): Block {
  const { f, w, plan } = c;
  const formationInSection = plan.has('Formation Story');
  // The timeline style dates the formation in its timeline, and says where things stand in its last entry.
  const timeline = w.style === 'Timeline Format';
  // The scene-setting styles start with their scene (which may say where and when), then say who the band is.
  const scenePool = SCENE[w.style];
  const sceneTellsPlace = w.style === 'Documentary Style' || w.style === 'Journey-Focused';
  const useScene = scenePool !== undefined && (!sceneTellsPlace || f.place !== null || f.year !== null);
  const desc = describeBand(c, useScene && sceneTellsPlace);
  plan.desc = desc;
  const formed = f.year !== null && !formationInSection && !timeline ? `, ${f.solo ? 'active since' : 'formed in'} ${f.year}` : '';
  if (formed || (useScene && sceneTellsPlace)) w.spend('formed');
  const values = { ...genreValues(c), desc, formed };
  const b = newBlock(c, 'intro');
  b.para();
  if (useScene && scenePool) {
    const key = w.style === 'Creative Storytelling' ? 'image' : w.style === 'Magazine Feature' ? 'sound1' : 'scene';
    b.add(withPhrase(c, key, (v) => w.pick(scenePool, { ...v, desc })), 0, { locked: true });
  }
  // The personal style's 'We are…' needs the band's own voice; a story told in the third person keeps the feature's lede.
  const ledeStyle = w.style === 'Personal Narrative' && f.person === 'they' ? 'Magazine Feature' : w.style;
  b.add(w.pick(LEDE[ledeStyle] ?? LEDE['Professional Press Release'] ?? [], values), 0, { essential: true });
  // The standfirst comes after the lede is written, so it is the one left out if both would describe the band.
  if (w.style === 'Magazine Feature') {
    const lead = w.pick(STANDFIRST, { ...values, x: f.traits[0]?.noun ?? f.genre.prose });
    if (lead && c.allows(lead)) b.block.lead = lead;
  }
  if (w.style === 'Academic Analysis') w.spend('phrase:lineage');
  const fromOpening = plan.achievements.get('opening') ?? [];
  if (fromOpening.length > 0) {
    const told = fromOpening.map((a, i) => achievementSentence(f, a.text, i > 0));
    told.forEach((sentence) => sentence && b.add(sentence, 0.5));
    const list = fromOpening.filter((a, i) => !told[i] && fitsCarrier(a.text)).map((a) => a.text);
    if (list.length > 0) b.add(w.pick(list.length === 1 ? ACHIEVEMENT_ONE : ACHIEVEMENT_LIST, { x: listChips(list) }), 0.5);
  }
  const status = statusOf(f.request.currentStatus);
  // 'Active' is the default and not news; any other status belongs in the opening.
  if (!timeline && (status !== 'Active' || !plan.defaultSet) && (!plan.has('Future Plans') || status !== 'Active') && w.spend('statusNow')) {
    b.add(w.pick(STATUS_NOW[status]), 1);
  }
  const hookPool = TONE_HOOK[w.tone] ?? [];
  const hookKey = { Professional: 'listener', Casual: 'sound2', Edgy: 'edge', Poetic: 'image', Technical: 'tech', Humorous: 'joke', Dramatic: 'drama' }[w.tone];
  b.add(withPhrase(c, hookKey, (v) => w.pick(hookPool, v)), 1.2);
  const x = f.request.targetAudience === 'Booking Agents' ? (bookerLine(c, desc) ?? desc) : desc;
  b.add(w.pick(AUDIENCE_OPENING[f.request.targetAudience], { x, desc }), 2);
  return b.block;
}

/**
 * The practical picture for bookers: 'a four-piece on vocals, guitar, bass and drums, based in Leeds'.
 * What `said` (the sentence before) already says is left out.
 */
export function bookerLine(c: Composer, said = ''): string | null {
  const { f } = c;
  const parts: string[] = [];
  const act = f.sizeWord && !said.includes(f.act) ? withArticle(f.act) : null;
  // A booker counts heads: 'four players on vocals, guitar…' when the act's size was said already, not 'a line-up of vocals'.
  const players = f.sizeWord && f.members.length >= 2 ? `${f.sizeWord} players on` : 'a line-up of';
  if (f.instruments.length > 0) parts.push(act ? `${act} on ${joinList(f.instruments)}` : `${players} ${joinList(f.instruments)}`);
  else if (act) parts.push(act);
  if (f.place && !said.includes(f.placeShort ?? f.place)) parts.push(`based in ${f.place}`);
  if (parts.length === 0) return null;
  return parts.join(', ');
}

/** The industry style's quick reference, one fact a line. */
export function composeFactSheet(c: Composer): Block | null {
  const { f, w } = c;
  if (w.style !== 'Industry Professional') return null;
  const b = newBlock(c, 'facts').para(true);
  const named = f.request.genreText ? f.request.genreText.charAt(0).toUpperCase() + f.request.genreText.slice(1) : f.request.genre;
  const genre = f.request.subGenres.length > 0 ? `${named} (${f.request.subGenres.join(', ')})` : named;
  b.add(`*Genre:* ${genre}`, 0.6, { free: true });
  if (f.place) b.add(`*Based in:* ${f.place}`, 0.6, { free: true });
  if (f.year !== null) b.add(`*${f.solo ? 'Active since' : 'Formed'}:* ${f.year}`, 0.7, { free: true });
  if (f.sizeWord) {
    const instruments = f.instruments.length > 0 ? ` (${f.instruments.join(', ')})` : '';
    b.add(`*Line-up:* ${capitaliseFirst(f.act)}${instruments}`, 0.7, { free: true });
  } else if (f.members.length > 0) {
    const who = f.members.map((m) => [m.name, m.instrument].filter(Boolean).join(', ')).join('; ');
    b.add(`*${f.solo ? 'Plays' : 'Line-up'}:* ${f.solo ? f.members[0]?.instrument || who : who}`, 0.7, { free: true });
  }
  b.add(`*Status:* ${STATUS_LABEL[statusOf(f.request.currentStatus)]}`, 0.8, { free: true });
  if (f.influences.length > 0) b.add(`*For fans of:* ${f.influences.slice(0, 4).join(', ')}`, 0.9, { free: true });
  return b.block;
}
