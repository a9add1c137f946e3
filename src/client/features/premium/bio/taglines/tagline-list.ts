// The tagline card's bookkeeping: at most 3 shown, and every tagline shown so far remembered so
// 'Generate More' can ask for different ones (the contract takes at most 50).
import type { TaglinesResponse } from '@shared/contracts/writing';

export const TAGLINES_SHOWN = 3;
export const EXCLUDE_MAX = 50;

export type TaglineItem = TaglinesResponse['items'][number];

/** The taglines to show from an answer. */
export function shownTaglines(response: TaglinesResponse): TaglineItem[] {
  return response.items.slice(0, TAGLINES_SHOWN);
}

/** Taglines already seen plus the new ones, newest last, without repeats, the newest 50 kept. */
export function rememberSeen(seen: readonly string[], shown: readonly TaglineItem[]): string[] {
  const all = [...seen.filter((s) => !shown.some((t) => t.text === s)), ...shown.map((t) => t.text)];
  return all.slice(-EXCLUDE_MAX);
}
