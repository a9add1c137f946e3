// The common shapes of what bands type as achievements ("Mixtape 'Ring Road Sermons' (2022)",
// "supported Insomnium", "weekly residency at The Cobblestone since 2017", "Dublin Jazz Week 2023")
// read into parts and told as sentences with a verb and a tense. A reader saw "Along the way:
// Mixtape 'Ring Road Sermons' (2022)" as the form pasted in. Titles, names and places keep the
// band's own words; nothing is added that the achievement did not say.
import type { BioFacts } from './bio-facts';

const QUOTED = `['‘"“]([^'’"”]{1,80})['’"”]`;
const YEAR = '(19[5-9]\\d|20\\d\\d)';
const KIND = '(debut\\s+|first\\s+|second\\s+|third\\s+|new\\s+|latest\\s+)?(single|EP|album|LP|mixtape|demo|double A-side)';

/** 'Album 'Tidal Clocks' (2023) on the Lisbon label Clean Feed': what follows the year stays with the release. */
const RELEASE_KIND_FIRST = new RegExp(`^${KIND}\\s+${QUOTED}\\s*(?:\\(${YEAR}\\)|,?\\s*(?:(?:released|out|self-released)\\s+)?(?:in\\s+)?${YEAR})?(?:,?\\s+(?:(self-released|released|put out)\\s+)?((?:on|via|through|with|for|produced by|recorded (?:at|in|with))\\s+.+))?$`, 'i');
const RELEASE_TITLE_FIRST = new RegExp(`^${QUOTED}\\s+${KIND}\\s*(?:\\(${YEAR}\\)|,?\\s*(?:in\\s+)?${YEAR})?$`, 'i');
const SUPPORT = new RegExp(`^(?:supported|support(?:ing)?\\s+(?:slot\\s+)?(?:for|with|to)|opened\\s+for)\\s+(.+?)(?:\\s*\\(${YEAR}\\)|,?\\s+in\\s+${YEAR})?$`, 'i');
const RESIDENCY = new RegExp(`^(?:an?\\s+)?(weekly|monthly|fortnightly|regular|Friday|Saturday|Sunday|Thursday)?\\s*residency\\s+(?:at|in)\\s+(.+?)(?:\\s*(?:since|from)\\s+${YEAR}|\\s*\\(${YEAR}(?:\\s*[-–]\\s*(?:${YEAR}|present|now))?\\))?$`, 'i');
const EVENT_YEAR = new RegExp(`^(?:played\\s+(?:at\\s+)?|performed\\s+at\\s+)?((?:(?:\\p{Lu}[\\p{L}'&.-]*|&|and|of)\\s+){0,6}(?:Festival|Fest|Week|Weekender|Sessions))(?:\\s+${YEAR}|\\s*\\(${YEAR}\\))$`, 'u');
const YEAR_EVENT = new RegExp(`^(?:played\\s+(?:at\\s+)?|performed\\s+at\\s+)?${YEAR}\\s+((?:(?:\\p{Lu}[\\p{L}'&.-]*|&|and|of)\\s+){0,6}(?:Festival|Fest|Week|Weekender|Sessions))$`, 'u');
const RADIO = /^(?:played|airplay|spins?|aired)\s+on\s+(.+)$/i;
const COUNT = /^([\d.,]+\s*(?:k|m|million|thousand)?\+?)\s+((?:monthly\s+)?(?:Spotify\s+|Bandcamp\s+|YouTube\s+)?(?:listeners|streams|plays|views))(.*)$/i;
/** Starts with a verb in the past ("played Glastonbury", "won the Busk Off"): the band is its subject. */
const PAST_VERB = /^(played|supported|opened|won|toured|headlined|sold|released|recorded|performed|appeared|featured|reached|topped|made|sang|wrote|scored|hosted|curated|launched|completed|finished|landed|earned|received|shared|signed|joined|produced|composed|collaborated|worked|raised|founded|self-released|premiered|booked|placed|represented)\b/i;

interface Voice {
  subject: string;
  have: string;
  their: string;
}

function voiceOf(f: BioFacts, pronoun: boolean): Voice {
  if (f.person === 'we') return { subject: 'we', have: 'have', their: 'our' };
  if (f.person === 'I') return { subject: 'I', have: 'have', their: 'my' };
  // After the band's name has been the subject once, 'they' carries on (a reader counted the name five times).
  if (pronoun && !f.solo) return { subject: 'they', have: 'have', their: 'their' };
  if (pronoun && f.soloPronoun) return { subject: f.soloPronoun.they, have: 'has', their: f.soloPronoun.their };
  return { subject: f.name, have: f.namePlural ? 'have' : 'has', their: 'their' };
}

function kindWords(adj: string | undefined, kind: string | undefined): string {
  const k = (kind ?? '').trim();
  const noun = /^(ep|lp)$/i.test(k) ? k.toUpperCase() : k.toLowerCase();
  return `${(adj ?? '').trim().toLowerCase()}${adj ? ' ' : ''}${noun}`;
}

/** 'the Cascais Jazz Festival': a named festival or week takes the article ('Glastonbury' alone does not reach here). */
function theEvent(name: string | undefined): string {
  const n = (name ?? '').trim();
  return /^the\s/i.test(n) ? n : `the ${n}`;
}

/** 'a BBC Radio 6 Music session', 'an Other Voices session'. */
function withA(phrase: string): string {
  return /^(a|an|the)\s/i.test(phrase) ? phrase : `${/^[AEIOU]/.test(phrase) ? 'an' : 'a'} ${phrase}`;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** The achievement as a sentence of the bio, or null when its shape is not one of the known ones. */
export function achievementSentence(f: BioFacts, text: string, pronoun = false): string | null {
  const t = text.trim().replace(/[.;]+$/, '');
  const v = voiceOf(f, pronoun);
  const S = cap(v.subject);
  // Two releases in one entry ('Debut album 'X' (2022) and second album 'Y' (2024)'): a sentence each.
  const pair = new RegExp(`^(.+?['’"”](?:\\s*\\(${YEAR}\\))?)\\s+and\\s+(${KIND}\\s+.+)$`, 'i').exec(t);
  if (pair && RELEASE_KIND_FIRST.test(pair[1] ?? '') && RELEASE_KIND_FIRST.test(pair[3] ?? '')) {
    const one = achievementSentence(f, pair[1] ?? '', pronoun);
    const two = achievementSentence(f, pair[3] ?? '', true);
    if (one && two) return `${one} ${two}`;
  }
  // 'Press quote: 'A horn section…' - OffBeat Magazine': the label read, the words told as a quote with their source.
  let q = /^(?:press\s+quote|quote|press|review|praise)\s*[:–—-]\s*(['‘"“].+['’"”])\s*(?:[-–—]+\s*(.+))?$/i.exec(t);
  if (q) return q[2] ? `${q[2].trim()} put it this way: ${q[1]}.` : `As the press put it: ${q[1]}.`;
  // 'OffBeat Magazine named them Best Emerging R&B Act 2023': already a clause; the act becomes its subject.
  q = /^((?:the\s+)?\p{Lu}[^'‘"“]*?)\s(named|voted|crowned|called|listed|ranked)\s(?:them|him|her|us|me)\s(?:as\s+)?(?:one of\s+)?([^'‘"“]+)$/u.exec(t);
  if (q) {
    const be = v.subject === 'I' ? 'was' : v.subject === 'we' || v.subject === 'they' || (f.namePlural && v.subject === f.name) ? 'were' : 'was';
    return `${S} ${be} ${(q[2] ?? '').toLowerCase()} ${q[3]} by ${q[1]}.`;
  }
  // 'New EP 'Parish Lines' out June 2025', 'Debut LP 'Myrens Sang' released on Nordvis in 2023': a release with its own verb.
  q = new RegExp(`^${KIND}\\s+${QUOTED}\\s*,?\\s+(out|due|released|self-released|coming)\\s+(?:(on|via|through)\\s+(.+?)\\s+)?(?:(?:in|on)\\s+)?((?:\\w+\\s+)?${YEAR})$`, 'i').exec(t);
  if (q) {
    const kind = kindWords(q[1], q[2]);
    const label = q[6] ? ` ${q[5]} ${q[6]}` : '';
    if (/^(out|due|coming)$/i.test(q[4] ?? '')) return `${S} ${v.have} ${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind} '${q[3]}'${label} out in ${q[7]}.`;
    return /^\d+$/.test(q[7] ?? '') ? `In ${q[7]}, ${v.subject} put out the ${kind} '${q[3]}'${label}.` : `${S} put out the ${kind} '${q[3]}'${label} in ${q[7]}.`;
  }
  // 'Single 'Oxford Road' added to BBC 6 Music playlist': what happened to the release, with the act's name for it.
  q = new RegExp(`^${KIND}\\s+${QUOTED}\\s*(?:\\(${YEAR}\\))?,?\\s+(added|played|featured|picked|chosen|included|used|synced|playlisted|championed)\\s+(to|on|in|for|by)\\s+(.+)$`, 'i').exec(t);
  if (q) {
    const where = (q[7] ?? '').trim();
    // 'BBC 6 Music playlist' is a common noun phrase: 'the BBC 6 Music playlist'.
    const the = /^(the|a|an)\s/i.test(where) || !/\b(playlist|show|rotation|list)$/i.test(where) ? '' : 'the ';
    const when = q[4] ? ` in ${q[4]}` : '';
    return `${cap(v.their)} ${kindWords(q[1], q[2])} '${q[3]}' was ${(q[5] ?? '').toLowerCase()} ${(q[6] ?? '').toLowerCase()} ${the}${where}${when}.`;
  }
  // 'The Skinny called them "the most joyful noise in Glasgow"': a sentence with its own subject, kept as typed.
  if (/^(?:the\s+)?\p{Lu}[^'‘"“]*?\s(called|described|named|hailed|praised|wrote|said)\s.*['‘"“]/u.test(t)) return `${cap(t)}.`;
  // 'Session on BBC Radio Humberside', 'Live session for KEXP (2022)': the session first, then where.
  q = new RegExp(`^(?:an?\\s+)?((?:live\\s+)?session)\\s+(on|for|with|at)\\s+(.+?)(?:,?\\s*\\(?(?:in\\s+)?${YEAR}\\)?)?$`, 'i').exec(t);
  if (q) {
    const what = `${withA((q[1] ?? '').toLowerCase())} ${(q[2] ?? '').toLowerCase()} ${q[3]}`;
    return q[4] ? `In ${q[4]}, ${v.subject} recorded ${what}.` : `${S} ${v.have} recorded ${what}.`;
  }
  // 'BBC Radio 6 Music session with Gilles Peterson in 2023'.
  const session = new RegExp(`^(.+?\\s(?:session|live session))((?:\\s+(?:with|for)\\s+.+?)?)(?:,?\\s+(?:in\\s+)?${YEAR})?$`, 'i').exec(t);
  if (session && /^\p{Lu}/u.test(t)) {
    const what = `${withA(session[1] ?? '')}${session[2] ?? ''}`;
    return session[3] ? `In ${session[3]}, ${v.subject} recorded ${what}.` : `${S} ${v.have} recorded ${what}.`;
  }
  let m = RELEASE_KIND_FIRST.exec(t);
  if (m) {
    const kind = kindWords(m[1], m[2]);
    const year = m[4] ?? m[5];
    const more = m[7] ? ` ${m[7]}` : '';
    // 'Debut EP 'Bridgewater' (2022) self-released on Bandcamp': the band's own verb is kept.
    const verb = /^self/i.test(m[6] ?? '') ? 'self-released' : 'put out';
    return year ? `In ${year}, ${v.subject} ${verb} the ${kind} '${m[3]}'${more}.` : `${S} ${v.have} ${verb} the ${kind} '${m[3]}'${more}.`;
  }
  m = RELEASE_TITLE_FIRST.exec(t);
  if (m) {
    const kind = kindWords(m[2], m[3]);
    const year = m[4] ?? m[5];
    return year ? `In ${year}, ${v.subject} put out the ${kind} '${m[1]}'.` : `${S} ${v.have} put out the ${kind} '${m[1]}'.`;
  }
  m = RESIDENCY.exec(t);
  if (m) {
    const how = m[1] ? `${/^[A-Z]/.test(m[1]) && !/^(weekly|monthly|fortnightly|regular)$/i.test(m[1]) ? m[1] : m[1].toLowerCase()} ` : '';
    const article = /^[aeiou]/i.test(how || 'residency') ? 'an' : 'a';
    const since = m[3] ?? m[4];
    const until = m[5];
    if (since && until) return `From ${since} to ${until}, ${v.subject} held ${article} ${how}residency at ${m[2]}.`;
    return since ? `Since ${since}, ${v.subject} ${v.have} held ${article} ${how}residency at ${m[2]}.` : `${S} ${v.have} held ${article} ${how}residency at ${m[2]}.`;
  }
  m = SUPPORT.exec(t);
  if (m) {
    const year = m[2] ?? m[3];
    return year ? `In ${year}, ${v.subject} supported ${m[1]}.` : `${S} ${v.have} supported ${m[1]}.`;
  }
  m = EVENT_YEAR.exec(t);
  if (m) return `In ${m[2] ?? m[3]}, ${v.subject} played ${theEvent(m[1])}.`;
  m = YEAR_EVENT.exec(t);
  if (m) return `In ${m[1]}, ${v.subject} played ${theEvent(m[2])}.`;
  // 'Reviewed in DownBeat: "a voice of rare patience"': the outlet and its words, never a paraphrase.
  m = new RegExp(`^(?:reviewed|praised|profiled|written up|review(?:ed)?)\\s+(?:in|by)\\s+(.+?)(?:\\s*\\(?${YEAR}\\)?)?\\s*(?:[:,–—-]\\s*(['‘"“].+['’"”]))?$`, 'i').exec(t);
  if (m) {
    const outlet = m[1]?.trim() ?? '';
    const when = m[2] ? ` in ${m[2]}` : '';
    const object = v.subject === 'I' ? 'me' : v.subject === 'we' ? 'us' : v.subject === 'they' ? 'them' : v.subject === f.soloPronoun?.they ? f.soloPronoun.them : f.name;
    if (m[3]) return `${outlet} reviewed ${object}${when}: ${m[3]}.`;
    return `${S} ${v.subject === 'I' ? 'have' : v.have} been reviewed in ${outlet}${when}.`;
  }
  // 'Winner, Montreux Jazz Voice Competition 2019', 'Finalist: Busk Off (2021)', 'Nominated for Best Newcomer'.
  m = new RegExp(`^(winner|won|finalist|semi-?finalist|runner-?up|shortlisted|nominated|nominee)\\s*[,:–—-]?\\s+(?:(?:of|at|for|in)\\s+)?(?:the\\s+)?(.+?)(?:,?\\s*\\(?${YEAR}\\)?)?$`, 'i').exec(t);
  if (m) {
    const what = (m[1] ?? '').toLowerCase().replace(/\s+/g, '');
    // 'Won the 2022 Porto Jazz Duo Prize': the year up front is the date, and the prize keeps its article.
    const lead = new RegExp(`^${YEAR}\\s+(.+)$`).exec((m[2] ?? '').trim());
    const event = (lead?.[2] ?? m[2] ?? '').trim();
    const year = m[3] ?? lead?.[1];
    // 'won the Cactus Cafe songwriting showcase': a named contest takes the article, its last word capitalised or not.
    const named = /^\p{Lu}/u.test(event) && !/^(?:The|A|An)\b/.test(event);
    const the = named && (/\b(competition|awards?|prize|festival|contest|cup|showcase)$/i.test(event) || /^(?:\p{Lu}[\p{L}'&.-]*\s+)*Off$/u.test(event)) ? 'the ' : '';
    const be = v.subject === 'I' ? 'was' : v.subject === 'we' || v.subject === 'they' || (f.namePlural && v.subject === f.name) ? 'were' : 'was';
    const done = what === 'winner' || what === 'won' ? `won ${the}${event}`
      : what === 'nominated' || what === 'nominee' ? `${be} nominated for ${the}${event}`
      : what === 'shortlisted' ? `${be} shortlisted for ${the}${event}`
      : `${be} ${/^runner/.test(what) ? 'runner-up' : what.replace('semifinalist', 'semi-finalist').replace(/^/, 'a ')} in ${the}${event}`;
    return year ? `In ${year}, ${v.subject} ${done}.` : `${S} ${done}.`;
  }
  m = RADIO.exec(t);
  if (m) return `${S} ${v.have} been played on ${m[1]}.`;
  m = /^(.+?(?:Radio|FM|\bBBC\b).*?)\s+(?:play|airplay|spin)$/i.exec(t);
  if (m) return `${S} ${v.have} been played on ${m[1]}.`;
  m = COUNT.exec(t);
  if (m) return `${cap(v.their)} music ${v.subject === 'I' ? 'has' : 'has'} ${m[1]?.trim()} ${m[2]?.trim()}${m[3]?.trimEnd() ?? ''}.`;
  // 'Featured on The Current' happened to the band: 'they were featured on…'.
  if (/^(featured|selected|invited|named|shortlisted|nominated|chosen|picked)\b/i.test(t)) {
    const be = v.subject === 'I' ? 'was' : v.subject === 'we' || v.subject === 'they' || (f.namePlural && v.subject === f.name) ? 'were' : 'was';
    return `${S} ${be} ${t.charAt(0).toLowerCase()}${t.slice(1)}.`;
  }
  // 'Played Electric Picnic 2023', 'Headlined Whelan's (2021)': the year at the end is the date, said first
  // so the bio can set it in time with the releases.
  m = new RegExp(`^(played|headlined|performed at|appeared at|toured with|supported)\\s+(.+?)(?:\\s*\\(|,\\s*|\\s+in\\s+|\\s+)${YEAR}\\)?$`, 'i').exec(t);
  if (m && !/\b(since|from)$/i.test(m[2] ?? '')) return `In ${m[3]}, ${v.subject} ${(m[1] ?? '').toLowerCase()} ${m[2]}.`;
  if (PAST_VERB.test(t)) return `${S} ${t.charAt(0).toLowerCase()}${t.slice(1)}.`;
  // '2022 Chicago Jazz Festival appearance': the band appeared there.
  m = new RegExp(`^(?:${YEAR}\\s+)?(.+?)\\s+(appearance|performance|showcase|set)(?:\\s*\\(?${YEAR}\\)?)?$`, 'iu').exec(t);
  if (m && /^\p{Lu}/u.test(m[2] ?? '')) {
    const verb = /appearance/i.test(m[3] ?? '') ? 'appeared at' : 'played';
    const year = m[1] ?? m[4];
    return year ? `In ${year}, ${v.subject} ${verb} ${m[2]}.` : `${S} ${v.have} ${verb === 'played' ? 'played' : 'appeared at'} ${m[2]}.`;
  }
  // 'Debut EP "Low Tide" reached No. 1 on…': already a clause about the band's own release.
  m = /^(debut|first|second|third|latest|new|our|their)?\s*(single|EP|album|LP|mixtape|record|video)\b(.+?)\s(reached|topped|hit|made|was|got|won|charted|entered|sold|passed|crossed|went|earned|climbed|landed|racked|gained|picked)\b(.*)$/i.exec(t);
  if (m) return `${cap(v.their)} ${t.replace(/^(our|their)\s+/i, '').replace(/^\p{Lu}(?!\p{Lu})/u, (x) => x.toLowerCase())}.`;
  // 'Three 12-inch EPs on the Hamburg label Nachtwerk': a count of releases and where they came out.
  m = /^(two|three|four|five|six|seven|eight|nine|ten|\d+)\s+((?:[\w-]+\s+)?(?:albums|EPs|LPs|records|singles|mixtapes|tapes|cassettes))\s+((?:on|via|for|through|with)\s+.+)$/i.exec(t);
  if (m) return `${S} ${v.have} put out ${(m[1] ?? '').toLowerCase()} ${(m[2] ?? '').replace(/\b(eps|lps)\b/gi, (x) => `${x.slice(0, 2).toUpperCase()}s`)} ${m[3]}.`;
  // 'Three albums: 'South Loop' (2014), 'Night Ledger' (2018)': a count and its list, told with the act as subject.
  m = /^(two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(albums|EPs|LPs|records|singles|mixtapes)\s*[:–—-]\s*(.+)$/i.exec(t);
  if (m) return `${S} ${v.have} made ${(m[1] ?? '').toLowerCase()} ${/^(eps|lps)$/i.test(m[2] ?? '') ? (m[2] ?? '').slice(0, 2).toUpperCase() + 's' : (m[2] ?? '').toLowerCase()}: ${m[3]}.`;
  // "'Lake Effect' was a DownBeat Editors' Pick": a title or a name with its own verb is already a sentence; a reader
  // found such entries dropped from the bio.
  if (/^(['‘"“]|\p{Lu})/u.test(t) && /^\S+(?:\s+\S+){0,6}?\s(was|were|is|are|has been|have been|got|earned|made|became|won|reached|topped|hit)\s/.test(t)) return `${t.charAt(0).toUpperCase()}${t.slice(1)}.`;
  return null;
}

/** A present-tense verb a band types to start a unique element ("Samples field recordings from Leeds buses"). */
const UNIQUE_VERB = /^(samples|uses|records|plays|builds|writes|sings|mixes|blends|combines|features|incorporates|weaves|layers|tunes|performs|sets|turns|films|makes|brings|recycles|improvises|teaches|runs|hosts|organi[sz]es|paints|draws|designs|prints|presses|collects|restores|repairs|translates|produces|engineers|directs|curates|donates|gives|keeps|owns|tours|rides|travels|studies|works|lives|raps|composes|arranges|programs|programmes|loops|mentors|coaches|volunteers|raises|funds|sews|hand-?makes|hand-?prints|ends|opens|closes|starts|finishes|swaps|trades|sends|invites|releases|streams|busks|self-releases|self-produces|avoids|refuses|never)\s+(.+)$/i;

/** A unique element that starts with a verb, as the band's own sentence ('Ring Road samples field recordings ...'). */
/** 'Record every album live' typed as an instruction: the verb as the band would be said to do it ('records'). */
function thirdPersonLead(text: string): string {
  const m = /^(\p{L}+)(\s.+)$/u.exec(text);
  if (!m || /s$/i.test(m[1] ?? '')) return text;
  const word = m[1] ?? '';
  for (const form of [`${word}s`, `${word}es`, word.replace(/y$/i, 'ies')]) {
    if (UNIQUE_VERB.test(`${form}${m[2]}`)) return `${form}${m[2]}`;
  }
  return text;
}

export function uniqueSentence(f: BioFacts, text: string, pronoun = false): string | null {
  const m = UNIQUE_VERB.exec(thirdPersonLead(text.trim().replace(/[.;]+$/, '')));
  if (!m) return null;
  const verb = (m[1] ?? '').toLowerCase();
  // After the name once, a band carries on as 'they' and a solo artist as her or his pronoun.
  const v = voiceOf(f, pronoun);
  const plural = f.person !== 'they' || v.subject === 'they' || (f.namePlural && v.subject === f.name);
  const subject = cap(v.subject);
  const form = verb === 'never' ? verb : plural ? verb.replace(/(ch|sh|x|ss)es$/, '$1').replace(/ies$/, 'y').replace(/([^s])s$/, '$1') : verb;
  return `${subject} ${form} ${m[2]}.`;
}

/** A finite verb: the element is already a sentence ('every album is recorded in winter'). */
const FINITE = /\b(is|are|was|were|has|have|had|gets|got|comes|goes|lives|runs|sits|starts|ends|began|begins)\b/i;

/** A unique element told as a sentence of its own: verb-led with the band as subject, or a clause as typed; null for a noun phrase. */
export function uniqueClause(f: BioFacts, text: string, pronoun = false): string | null {
  const verbLed = uniqueSentence(f, text, pronoun);
  if (verbLed) return verbLed;
  // 'they use a typewriter as percussion' has its subject already.
  if (/^(they|we|i|she|he)\s+\w+/i.test(text.trim())) return `${text.trim().charAt(0).toUpperCase()}${text.trim().slice(1).replace(/[.;]+$/, '')}.`;
  if (!FINITE.test(text)) return null;
  const t = text.trim().replace(/[.;]+$/, '');
  return `${t.charAt(0).toUpperCase()}${t.slice(1)}.`;
}

/** A verb after the first word, or a label before a colon: the achievement is already a clause or a pasted
 * field, and 'Along the way came {x}' would read as 'came OffBeat Magazine named them …'. */
const CLAUSE = /^\S+\s.*\b(is|are|was|were|has|have|had|named|called|voted|crowned|described|hailed|praised|said|wrote|out|released|came|went|sold|reached|topped)\b|^[^:'‘"“]{1,30}:\s/i;

/** Whether an achievement of no known shape can stand as a noun phrase inside a carrier sentence. */
export function fitsCarrier(text: string): boolean {
  return !CLAUSE.test(text.trim());
}
