// The tagline card's bookkeeping: at most 3 shown, and every tagline shown so far remembered so
// 'Generate More' can ask for different ones (the contract takes at most TAGLINE_EXCLUDE_MAX).
import { TAGLINES_SHOWN } from '@shared/catalog/limits';
import { TAGLINE_EXCLUDE_MAX, type TaglinesResponse } from '@shared/contracts/writing';

export type TaglineItem = TaglinesResponse['items'][number];

/** The taglines to show from an answer. */
export function shownTaglines(response: TaglinesResponse): TaglineItem[] {
  return response.items.slice(0, TAGLINES_SHOWN);
}

/** Taglines already seen plus the new ones, newest last, without repeats, the newest 50 kept. */
export function rememberSeen(seen: readonly string[], shown: readonly TaglineItem[]): string[] {
  const all = [...seen.filter((s) => !shown.some((t) => t.text === s)), ...shown.map((t) => t.text)];
  return all.slice(-TAGLINE_EXCLUDE_MAX);
}
