// Purposes that pitch the music: a submission, a one-track playlist pitch, a press release, a
// press kit, an interview request. The recipient type decides what is asked for (airplay on a
// show, a review on a blog, a release with a label).
import type { EmailContext, RecipientType, Tone } from './email-context';
import { baseKind, onDate, releaseName, releaseRef } from './email-context';
import { aboutBand, askCoda, askingOpener, eventLines, linkLines, type BodyPlan } from './body-plan';
import { prose, type Block } from './email-text';
import { formalOr, pickSaying, say } from './phrasebook';
import { capitalise, genreInSentence, possessive } from './text-tools';
import { cap, identity, linksIntro, nameIndex, selfOf } from './voice';
import { pressSentence } from './press-lines';

function roster(c: EmailContext): string {
  if (!c.org) return 'your roster';
  return /^the\s/i.test(c.org) ? `the roster at ${c.org}` : `the ${c.org} roster`;
}

/** What a submission (or a press kit) hopes for, by recipient. */
function submissionTarget(c: EmailContext): string {
  const targets: Record<RecipientType, string> = {
    'venue-booker': `a future show at ${c.outlet}`,
    'record-label': `a release with ${c.outlet}`,
    'music-blogger': `a review or feature on ${c.outlet}`,
    'radio-dj': `airplay on ${c.outlet}`,
    'festival-promoter': `a place on the line-up at ${c.outlet}${onDate(c)}`,
    'manager-agent': `a place on ${roster(c)}`,
    producer: `a production project with ${c.org || 'you'}`,
    sponsor: `a partnership with ${c.outlet}`,
  };
  return targets[c.request.recipientType];
}

/** A recipient's reason to care, without claims the form did not make. */
function submissionFit(c: EmailContext): string {
  // Each line names the act, its genre or its track: the same reason to care closed every act's pitch.
  const act = c.soloSelf ? 'my music' : c.band;
  const actWould = c.soloSelf ? "I'd" : `${c.band} would`;
  const genre = c.genre ? genreInSentence(c.genre) : '';
  const set = genre ? `${genre} set` : 'set';
  const sound = c.soloSelf ? `my ${genre ? `${genre} ` : ''}sound` : `${possessive(c.band)} ${genre ? `${genre} ` : ''}sound`;
  const file = c.release?.title ? `'${c.release.title}'` : `the ${c.band} track`;
  const lines: Record<RecipientType, [string, string]> = {
    // What radio needs is a clean file, which any act can send; no ident, photos or Q&A the musician did not offer.
    'radio-dj': [`We can supply a broadcast-quality WAV of ${file} if that suits the show.`, `We can send a broadcast-quality WAV of ${file} if that suits the show.`],
    'music-blogger': ['Please let us know if anything further would help.', "If anything else would help, just ask."],
    'record-label': [`We are looking for a label that shares our ambition and can help ${act} reach more listeners.`, `We're looking for a label that shares our ambition and can help ${act} reach more listeners.`],
    'festival-promoter': [`${cap(actWould)} bring a ${set} made for a festival crowd.`, `${cap(actWould)} bring a ${set} made for a festival crowd.`],
    'manager-agent': [`We are ready to put the work in with the right team behind ${act}.`, `We're ready to put the work in with the right team behind ${act}.`],
    producer: [`We are looking for someone who can help us get ${sound} on record.`, `We're looking for someone who can help us get ${sound} on record.`],
    'venue-booker': [`We would love ${act} to be on your radar for future bookings.`, `We'd love ${act} to be on your radar for future bookings.`],
    sponsor: [`We would welcome the chance to explore what a partnership with ${act} could look like.`, `We'd love to explore what a partnership with ${act} could look like.`],
  };
  const [formal, informal] = lines[c.request.recipientType];
  if (c.request.recipientType === 'music-blogger') {
    // Worded by the act's name, so a batch of submissions does not close its pitch on one line.
    const informals = [informal, 'Happy to answer any questions for a piece.', 'Anything else you need for a write-up, just say.'];
    const formals = [formal, 'We would be glad to answer any questions for a piece.', 'Should you need anything further for a write-up, please let us know.'];
    const table = { 'professional-formal': formals, 'friendly-professional': informals, 'confident-bold': informals, 'humble-respectful': informals, 'creative-casual': informals };
    return pickSaying(c, table, (count) => nameIndex(`fit:${c.band}`, count));
  }
  return formalOr(c, formal, informal);
}

function submissionQuestion(c: EmailContext): string {
  const ref = releaseRef(c.release);
  // The ask a DJ or a writer reads most often, worded by the act's name so a batch of submissions differs.
  const choose = (forms: readonly string[]) => forms[nameIndex(`ask:${c.band}`, forms.length)] ?? forms[0] ?? '';
  const questions: Record<RecipientType, string> = {
    'radio-dj': choose([`Would you consider ${ref} for ${c.outlet}?`, `Could ${ref} find a place on ${c.outlet}?`, `Might ${ref} suit ${c.outlet}?`]),
    'music-blogger': choose([`Would you consider ${ref} for a review or feature on ${c.outlet}?`, `Could ${ref} be a fit for a review or feature on ${c.outlet}?`, `Might ${ref} earn a review or a feature on ${c.outlet}?`]),
    'record-label': `Would you give ${releaseRef(c.release)} a listen and let us know if it could be a fit for ${c.outlet}?`,
    'festival-promoter': `Would you consider us for ${c.outlet}${onDate(c)}?`,
    'manager-agent': 'Would you be open to a listen and a quick call?',
    producer: 'Would you be open to a listen and a chat about working together?',
    'venue-booker': 'Would you keep us in mind for upcoming dates?',
    sponsor: 'Would you be open to a listen and a chat about working together?',
  };
  return questions[c.request.recipientType];
}

/** Points back at the release the musician's details named, without repeating them. */
function releaseLine(c: EmailContext): string {
  if (!c.release) return '';
  const ref = capitalise(releaseRef(c.release));
  // Chosen by the act's name, so the bands of one batch do not point at their records in one sentence.
  const formal = [`${ref} is the piece we would most like you to hear.`, `We would suggest starting with ${ref}.`, `${ref} is the best introduction to our work.`];
  const informal = [`${ref} is the one we'd love you to hear first.`, `Start with ${ref}.`, `${ref} is the best place to start.`];
  const byTone = { 'professional-formal': formal, 'friendly-professional': informal, 'confident-bold': informal, 'humble-respectful': informal, 'creative-casual': informal };
  return pickSaying(c, byTone, (count) => nameIndex(`${c.band}:release`, count));
}

export function musicSubmission(c: EmailContext): BodyPlan {
  return {
    opener: askingOpener(c, submissionTarget(c)),
    about: aboutBand(c, releaseLine(c), submissionFit(c)),
    ask: [submissionQuestion(c), ...eventLines(c), askCoda(c)],
  };
}

export function pressKit(c: EmailContext): BodyPlan {
  const s = selfOf(c);
  const target = submissionTarget(c);
  const id = (tone: Tone) => identity(c, tone);
  const hasLinks = c.links.length > 0;
  const opener = hasLinks ? say(c, {
    'professional-formal': `${id('professional-formal')}. Please find our press kit below, with a view to ${target}.`,
    'friendly-professional': `${id('friendly-professional')}, and ${s.im} sending over our press kit in the hope of ${target}.`,
    'confident-bold': `${id('confident-bold')}, and here's our press kit: we're putting ourselves forward for ${target}.`,
    'humble-respectful': `${id('humble-respectful')}; ${s.i} hope you're well, and ${s.id} be so grateful if you would look over our press kit with ${target} in mind.`,
    'creative-casual': `${id('creative-casual')}, and here's our press kit: we'd love ${target}!`,
  }) : say(c, {
    'professional-formal': `${id('professional-formal')}. We would like to share our press kit with you, with a view to ${target}.`,
    'friendly-professional': `${id('friendly-professional')}, and ${s.id} love to share our press kit with you in the hope of ${target}.`,
    'confident-bold': `${id('confident-bold')}, and we're putting ourselves forward for ${target}, with a press kit ready to go.`,
    'humble-respectful': `${id('humble-respectful')}; ${s.i} hope you're well, and ${s.id} be so grateful if you would consider our press kit with ${target} in mind.`,
    'creative-casual': `${id('creative-casual')}, and we'd love ${target}, with a press kit ready to go!`,
  });
  const intro = formalOr(c, `${possessive(c.band)} press kit and music are available here:`, `${possessive(c.band)} press kit and music:`);
  const noLinks = say(c, {
    'professional-formal': `${cap(s.i)} can send the full press kit on request.`,
    'friendly-professional': `${cap(s.im)} happy to send the full press kit over straight away.`,
    'confident-bold': `Say the word and the full press kit is yours.`,
    'humble-respectful': `${cap(s.i)} would be glad to send the full press kit if you would like it.`,
    'creative-casual': 'Say the word and the full press kit is on its way!',
  });
  return {
    opener: [opener],
    about: [...aboutBand(c, releaseLine(c)), ...(c.links.length === 0 ? [noLinks] : [])],
    middle: c.links.length > 0 ? [linkLines(intro, c.links)] : [],
    ask: [submissionQuestion(c), ...eventLines(c), askCoda(c)],
  };
}

const SOUND_WORDS = /\b(synths?|synthesi[sz]ers?|analog(?:ue)?|guitars?|bass(?:line)?s?|drums?|beats?|bpm|tempo|piano|keys|vocals?|voice|strings|horns|brass|groove|ambient|acoustic|slow|fast|mellow|heavy|dreamy|lo-?fi|hazy|warm|dark|bright|melod(?:y|ic)|harmon(?:y|ies)|808s?|banjo|fiddle|sax(?:ophone)?|trumpet|reverb|fuzz|riffs?|chords?|minimal|driving|hypnotic|downtempo|uptempo)\b/i;

/** A clause of the musician's details that describes the track's sound ('slow analog synths at 90 bpm'),
 * with the sentence it came from and that sentence without it. Only a clause that is a noun phrase
 * (no verb of its own, no title) can follow "'Low Orbit' is". */
export function soundClause(details: readonly string[]): { clause: string; sentence: string; rest: string } | null {
  for (const sentence of details) {
    const clauses = sentence.replace(/[.!?]+$/, '').split(/,\s+|;\s+|\s+[–—-]\s+/);
    if (clauses.length < 2) continue;
    for (const clause of clauses.slice(1)) {
      if (!SOUND_WORDS.test(clause) || /['‘’"“”]/.test(clause) || /\b(is|are|was|were|will|we|I|our|my|it)\b/i.test(clause) || clause.split(/\s+/).length > 12) continue;
      const rest = clauses.filter((x) => x !== clause).join(', ');
      return { clause: clause.trim().replace(/^(and|with)\s+/i, ''), sentence, rest: `${rest}.` };
    }
  }
  return null;
}

function playlistName(c: EmailContext): string {
  // 'Front Porch Picks playlist' is a common noun phrase in a sentence: 'the Front Porch Picks playlist'.
  if (c.org) return /playlist$/i.test(c.org) && !/^(the|your|our|my)\s/i.test(c.org) ? `the ${c.org}` : /playlist/i.test(c.org) ? c.org : `${possessive(c.org)} playlist`;
  return c.request.recipientType === 'radio-dj' ? 'your show' : 'your playlist';
}

export function playlistSubmission(c: EmailContext): BodyPlan {
  const s = selfOf(c);
  const single = c.release && /^(single|track|song|demo)$/i.test(baseKind(c.release));
  const track = c.release ? (single ? releaseName(c.release) : `a track from ${releaseName(c.release)}`) : 'our track';
  const list = playlistName(c);
  const id = (tone: Tone) => identity(c, tone);
  const opener = say(c, {
    'professional-formal': `${id('professional-formal')}. ${cap(s.iam)} writing to submit ${track} for consideration for ${list}.`,
    'friendly-professional': `${id('friendly-professional')}, and ${s.id} love you to consider ${track} for ${list}.`,
    'confident-bold': `${id('confident-bold')}, and ${track} belongs on ${list}.`,
    'humble-respectful': `${id('humble-respectful')}; ${s.i} hope you're well, and ${s.id} be so grateful if you would consider ${track} for ${list}.`,
    // Not 'would sit nicely on it': the next sentence says why it fits, and the pitch said it twice.
    'creative-casual': `${id('creative-casual')}, and ${s.id} love you to give ${track} a spin for ${list}!`,
  });
  const genre = c.genre ? genreInSentence(c.genre) : '';
  // Why it fits: the sound the musician described, set beside the playlist; else the genre alone.
  const sound = soundClause(c.details);
  const it = c.release?.title && !sound?.rest.includes(c.release.title) ? `'${c.release.title}'` : sound?.rest.includes("'") ? 'It' : 'The track';
  const fit = sound
    ? formalOr(c, `${it} is ${sound.clause}, which is why we thought of ${list}.`, `${it} is ${sound.clause}, which is why we thought of ${list}.`)
    : genre ? formalOr(c, `If ${list} has room for some ${genre}, we believe it would sit well there.`, `If ${list} has room for some ${genre}, we think it would sit well there.`) : '';
  const details = sound ? c.details.map((d) => (d === sound.sentence ? sound.rest : d)).filter(Boolean) : c.details;
  const [first, ...more] = c.links;
  const middle: Block[] = [];
  // The track by its title (else the act's name) above its link: 'Here's the track:' sat in every act's pitch.
  const trackName = c.release?.title ? `'${c.release.title}'` : `The ${c.band} track`;
  if (first) middle.push(linkLines(formalOr(c, `${trackName} is available here:`, c.release?.title ? `Here's ${trackName}:` : `Here's the ${c.band} track:`), [first]));
  const moreOf = c.soloSelf ? 'More of my music' : `More from ${c.band}`;
  if (more.length > 0) middle.push(linkLines(formalOr(c, `${moreOf}:`, `${moreOf}, if useful:`), more));
  const question = say(c, {
    'professional-formal': `Would you consider it for ${list}?`,
    'friendly-professional': `Would you consider it for ${list}?`,
    'confident-bold': `Can we count on a spot on ${list}?`,
    'humble-respectful': `Would you consider it for ${list}?`,
    'creative-casual': `Would you consider it for ${list}?`,
  });
  return {
    opener: [opener],
    about: [...details, fit].filter(Boolean),
    middle: first ? middle : [],
    ask: [question, ...eventLines(c), askCoda(c)],
    close: first ? undefined : [s.i === 'I' ? 'I can send the track over as soon as you like.' : 'We can send the track over as soon as you like.'],
  };
}

/** One artist announces; a duo or band announce. */
export function announce(c: EmailContext): string {
  return c.lineup === 'solo' ? 'announces' : 'announce';
}

/** A sentence of the musician's in the release's third person: 'Our album' becomes "Dusty Ramblers' album". */
function thirdPerson(c: EmailContext, sentence: string): string {
  const whose = /s$/i.test(c.band) ? `${c.band}'` : `${c.band}'s`;
  // One person's memory ("the day my father sold the farm") cannot be turned into the band's third
  // person halfway: it stays the writer's words, quoted and attributed.
  // A solo artist's 'My second album…' is her release: it reads 'Nadia Ferreira's second album…'.
  if (c.lineup === 'solo' && /^My\b/.test(sentence) && !/\b(I|I'm|I’m|I've|I’ve|my|me|mine)\b/.test(sentence.slice(2))) return sentence.replace(/^My\b/, whose);
  if (/\b(I|I'm|I’m|I've|I’ve|my|me|mine)\b/.test(sentence) && !/["“]/.test(sentence)) {
    const said = sentence.replace(/[.!?]+$/, '');
    return c.sender ? `“${said},” says ${c.sender} of ${c.band}.` : `“${said},” ${c.lineup === 'solo' ? 'says' : 'say'} ${c.band}.`;
  }
  // A release typed as a fragment ("New single 'Sold Land' out April 2", or its title unquoted when
  // it is the release the form names) becomes a sentence of the news.
  const title = c.release?.title ? c.release.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : null;
  const named = title ? `|${title}` : '';
  const fragment = new RegExp(`^((?:new|debut|latest|upcoming|first)\\s+)?(single|EP|album|LP|mixtape)\\s+(['‘"“][^'’"”]+['’"”]${named})\\s+(out|released|due)\\b\\s*(.*?)[.!]?$`, 'i').exec(sentence);
  if (fragment) {
    const kind = `${(fragment[1] ?? '').toLowerCase()}${/^(ep|lp)$/i.test(fragment[2] ?? '') ? (fragment[2] ?? '').toUpperCase() : (fragment[2] ?? '').toLowerCase()}`;
    const verb = (fragment[4] ?? '').toLowerCase() === 'out' ? 'is out' : `is ${(fragment[4] ?? '').toLowerCase()}`;
    const quoted = /^['‘"“]/.test(fragment[3] ?? '') ? fragment[3] : `'${fragment[3]}'`;
    const rest = (fragment[5] ?? '').replace(/\bour\b/g, 'their');
    return `${whose} ${kind} ${quoted} ${verb}${rest ? ` ${rest}` : ''}.`;
  }
  // A note in the past participle ("Recorded in a barn.") is about the release the form names.
  const made = /^(recorded|written|produced|mixed|mastered|tracked|made|cut)\b\s*(.*?)[.!]?$/i.exec(sentence);
  if (made && c.release) return `${c.release.title ? `'${c.release.title}'` : `The ${baseKind(c.release)}`} was ${(made[1] ?? '').toLowerCase()} ${(made[2] ?? '').replace(/\bour\b/g, 'their')}.`.replace(/ \.$/, '.');
  // Words inside quotation marks are someone's own and stay as they were said.
  return sentence
    .split(/("[^"]*"|“[^”]*”)/)
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const first = i === 0;
      let out = part;
      if (first) out = out.replace(/^Our\b/, whose).replace(/^We're\b|^We’re\b/, `${c.band} are`).replace(/^We've\b|^We’ve\b/, `${c.band} have`).replace(/^We'd\b|^We’d\b/, `${c.band} would`).replace(/^We\b/, c.band);
      return out.replace(/\bour\b/g, 'their').replace(/\bwe're\b|\bwe’re\b/g, 'they are').replace(/\bwe've\b|\bwe’ve\b/g, 'they have').replace(/\bwe'd\b|\bwe’d\b/g, 'they would').replace(/\bwe\b/g, 'they').replace(/\bus\b/g, 'them');
    })
    .join('');
}

const yours = (line: string) => /^your\b/i.test(line);

/**
 * A press release in the e-mail: a short cover note, then the release with its parts (FOR IMMEDIATE
 * RELEASE, headline, dateline, the news in the third person with any quote the musician gave,
 * a boilerplate about the band, the media contact and the end mark), then the ask.
 */
export function pressRelease(c: EmailContext): BodyPlan {
  const s = selfOf(c);
  const on = onDate(c);
  const eventPhrase = c.event.phrase.replace(/^our\b/i, 'their');
  // A release the details say is already out ('came out in 2022') is not announced as news.
  const released = c.release !== null && /\b(came out|was released|were released|dropped|released in|out since)\b/i.test(c.request.specificDetails);
  const headline = c.release
    ? released
      ? `${c.band}: ${releaseName(c.release, '').trim()}`
      : `${c.band} ${announce(c)} ${releaseName(c.release, '').trim()}`
    : eventPhrase
      ? `${c.band} ${announce(c)} ${eventPhrase}${on}`
      : `News from ${c.band}`;
  const what = c.release ? releaseName(c.release) : c.event.phrase ? `${c.event.phrase}${on}` : '';
  const news = what ? `news of ${what}` : 'our latest news';
  const audience = c.recipient.audience;
  const id = (tone: Tone) => identity(c, tone);
  const hasNews = c.details.length > 0 || eventLines(c).length > 0;
  const below = hasNews ? ` ${possessive(c.band)} release is below.` : '';
  const opener = say(c, {
    'professional-formal': `${id('professional-formal')}. ${cap(s.iam)} writing to share ${news}, in case it is of interest to ${audience}.${below}`,
    'friendly-professional': `${id('friendly-professional')}, and ${s.im} sharing ${news} in case it's of interest to ${audience}.${below}`,
    'confident-bold': `${id('confident-bold')}, and we have news ${audience} will want to hear${what ? `: ${what}` : ''}.${below}`,
    'humble-respectful': `${id('humble-respectful')}; ${s.i} hope you're well, and ${s.id} be so grateful if you would consider sharing ${news} with ${audience}.${below}`,
    'creative-casual': `${id('creative-casual')}, and we've got news for ${audience}${what ? `: ${what}` : ''}!${below}`,
  });
  const place = c.location ? `${c.location.toUpperCase()} – ` : '';
  // A quote the musician wrote into the details stays in their sentence, attributed as they wrote it.
  const facts = c.details.map((d) => pressSentence(thirdPerson(c, d)));
  // The event's own line, unless the headline said it and there are other facts to lead with.
  // A date the facts already give ('out April 3') is not said again as 'the key date'.
  const month = c.date ? /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/.exec(c.date)?.[1] : undefined;
  const dated = month !== undefined && facts.some((f) => f.includes(month));
  const event = (headline.endsWith(on) && on && facts.length > 0) || (dated && !c.event.phrase) ? [] : eventLines(c).filter((d) => !yours(d)).map((d) => thirdPerson(c, d));
  const body = [...facts, ...event];
  const sender = c.request.senderName.trim();
  // The recipient's own event ('your showcase night') is the cover note's business, not the release's.
  const forYou = eventLines(c).filter(yours);
  // With no news in the form (no release, event or details) there is nothing to release: no
  // FOR IMMEDIATE RELEASE over a sentence made up to fill it.
  const [first, ...rest] = body;
  const release: Block[] = first
    ? [
        { kind: 'lines', lines: ['FOR IMMEDIATE RELEASE', headline] },
        prose([`${place}${first}`, ...rest]),
        ...(c.description ? [{ kind: 'lines' as const, lines: [`About ${c.band}`, `${c.band} ${/s$/i.test(c.band) ? 'are' : 'is'} ${c.description}.`] }] : []),
        { kind: 'lines', lines: [`Media contact: ${sender ? `${sender}, ${c.band}` : c.band}`, ...c.links] },
        { kind: 'lines', lines: ['###'] },
      ]
    : [];
  const coverage: Record<RecipientType, string> = {
    'music-blogger': `Would you consider running it on ${c.outlet}?`,
    'radio-dj': `Would you consider a mention on ${c.outlet}?`,
    'record-label': 'Would you be open to a listen?',
    'festival-promoter': 'Would you keep us in mind for the line-up?',
    'venue-booker': 'Would you keep us in mind for upcoming dates?',
    'manager-agent': 'Would you be open to a listen?',
    producer: 'Would you be open to a listen?',
    sponsor: 'Would you be open to a chat about partnering on it?',
  };
  return {
    opener: [opener],
    lead: release,
    // The links are in the release's contact block; without a release they follow the note.
    middle: release.length > 0 ? [] : c.links.length > 0 ? [linkLines(linksIntro(c), c.links)] : [],
    about: forYou,
    ask: [coverage[c.request.recipientType], askCoda(c)],
  };
}

export function interviewRequest(c: EmailContext): BodyPlan {
  const r = c.request.recipientType;
  const targets: Record<RecipientType, string> = {
    'music-blogger': `an interview or feature on ${c.outlet}`,
    'radio-dj': `an interview on ${c.outlet}`,
    'venue-booker': `a feature in ${c.org ? possessive(c.org) : 'your'} newsletter or social channels`,
    'record-label': `a meeting with ${c.org || 'your team'}`,
    'festival-promoter': `an artist feature for ${c.outlet}`,
    'manager-agent': 'a meeting with you',
    producer: 'a meeting to discuss working together',
    sponsor: `a meeting with ${c.org || 'your team'}`,
  };
  const topics = c.release
    ? `${releaseName(c.release)}${c.event.phrase ? ` and ${c.event.phrase}` : ''}`
    : c.event.phrase || 'our music, how we write and what comes next';
  const hook = formalOr(c, `We would welcome the chance to talk about ${topics}.`, `We'd love to talk about ${topics}.`);
  // The format (live, by phone, pre-recorded) is the recipient's to propose, not a promise the form made.
  const question = c.date
    ? r === 'radio-dj'
      ? `Would you have room for us on the show around ${c.date}?`
      : formalOr(c, `Would you have time for a conversation around ${c.date}?`, `Would you have time for a chat around ${c.date}?`)
    : formalOr(c, 'Would you have time for a conversation in the coming weeks?', 'Would you have time for a chat in the coming weeks?');
  return {
    opener: [...askingOpener(c, targets[r]), hook],
    about: aboutBand(c),
    ask: [question, ...c.event.sentences, askCoda(c)],
  };
}
