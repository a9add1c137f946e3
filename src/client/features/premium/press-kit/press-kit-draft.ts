// The editor's state: the kit's content with a stable key on each member, show and quote row (so
// React keeps a row's inputs while others are added or removed), and the field ids errors attach
// to. The contract's own schema checks the draft, so the messages under the fields are the ones
// the server would answer with.
import { pressKitContentSchema, type PressKitContent, type PressKitMember, type PressKitQuote, type PressKitShow } from '@shared/contracts/press-kit';

type Keyed<T> = T & { key: number };
export type MemberRow = Keyed<PressKitMember>;
export type ShowRow = Keyed<PressKitShow>;
export type QuoteRow = Keyed<PressKitQuote>;

export interface PressKitDraft extends Omit<PressKitContent, 'members' | 'shows' | 'quotes'> {
  members: MemberRow[];
  shows: ShowRow[];
  quotes: QuoteRow[];
}

let nextKey = 1;
const keyed = <T extends object>(row: T): Keyed<T> => ({ ...row, key: nextKey++ });

export const memberRow = (m: PressKitMember = { name: '', role: '' }): MemberRow => keyed(m);
export const showRow = (s: PressKitShow = { date: '', venue: '', city: '', ticketUrl: '' }): ShowRow => keyed(s);
export const quoteRow = (q: PressKitQuote = { text: '', source: '' }): QuoteRow => keyed(q);

export function draftFromContent(content: PressKitContent): PressKitDraft {
  return { ...content, links: { ...content.links }, members: content.members.map(memberRow), shows: content.shows.map(showRow), quotes: content.quotes.map(quoteRow) };
}

export function emptyDraft(bandName = ''): PressKitDraft {
  // The schema's defaults fill every other field (it needs a band name to parse).
  return draftFromContent({ ...pressKitContentSchema.parse({ bandName: '-' }), bandName });
}

const unkey = <T extends object>({ key: _key, ...row }: Keyed<T>): T => row as T;

/** What is sent: the draft without its row keys (the server trims the text). */
export function contentOf(draft: PressKitDraft): PressKitContent {
  return { ...draft, members: draft.members.map(unkey), shows: draft.shows.map(unkey), quotes: draft.quotes.map(unkey) };
}

/** The id of a field's input, from its path in the content ('links.spotify', 'members.2.name'). */
export function fieldIdOf(draft: PressKitDraft, path: readonly PropertyKey[]): string {
  const [head, index, field] = path;
  if ((head === 'members' || head === 'shows' || head === 'quotes') && typeof index === 'number') {
    const row = draft[head][index];
    return row ? `pk-${head}-${row.key}-${String(field ?? 'row')}` : `pk-${head}`;
  }
  return ['pk', ...path.map(String)].join('-');
}

export type FieldErrors = Record<string, string>;

/** The contract's messages by field id; empty when the draft can be saved. */
export function draftErrors(draft: PressKitDraft): FieldErrors {
  const parsed = pressKitContentSchema.safeParse(contentOf(draft));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const id = fieldIdOf(draft, issue.path);
    errors[id] ??= issue.message;
  }
  return errors;
}

/** A 400's details ({ path: 'content.links.spotify', message }) by field id, for the same draft. */
export function serverFieldErrors(draft: PressKitDraft, details: unknown): FieldErrors {
  const errors: FieldErrors = {};
  if (!Array.isArray(details)) return errors;
  for (const d of details as { path?: unknown; message?: unknown }[]) {
    if (typeof d.path !== 'string' || typeof d.message !== 'string') continue;
    const path = d.path
      .replace(/^content\.?/, '')
      .split('.')
      .filter(Boolean)
      .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
    errors[fieldIdOf(draft, path)] ??= d.message;
  }
  return errors;
}

/** Today as YYYY-MM-DD in the user's own calendar. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A show before today: kept in the kit, but the page leaves it out. */
export const isPastShow = (date: string, today: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && date < today;

/** The shows the page lists: today's and later, soonest first. */
export function upcomingShows<T extends PressKitShow>(shows: readonly T[], today: string): T[] {
  return shows.filter((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.date) && !isPastShow(s.date, today)).sort((a, b) => a.date.localeCompare(b.date));
}
