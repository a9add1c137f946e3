// How every outside service is asked: within its own time limit (waiting for its turn included),
// after taking places in its rate window held in the database, so any number of instances stay
// within the service's rule together. Requests to one service in one check (the domains one RDAP
// server answers for) take their places together. A request that is slow, refused or answered
// with nonsense gives null: "could not check", never a failed answer.
import type { Db } from '@server/db/client';
import { takeOutboundPlaces, type RateRule } from '../quota/outbound-rate.service';

export interface GateGroup<T> {
  /** The rate window's name: a service, or `rdap:<host>` for one RDAP server. */
  rateKey: string;
  rule: RateRule;
  /** Real time (ms since the epoch) by which the answers must be in. */
  deadline: number;
  /** One fetch per request; each throws on anything but a usable answer. */
  fetches: ((signal: AbortSignal) => Promise<T>)[];
}

/**
 * A place is taken just before its request leaves. So that a request that leaves late (a busy
 * event loop) still keeps the rule, each place is held this much longer than the rule's window,
 * and a request that could not leave within this much of getting its place is not sent.
 */
export const SEND_SLACK_MS = 100;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function settle<T>(fetch: (signal: AbortSignal) => Promise<T>, deadline: number, placedAt: number): Promise<T | null> {
  const left = deadline - Date.now();
  if (left <= 0 || Date.now() - placedAt > SEND_SLACK_MS) return null;
  try {
    return await fetch(AbortSignal.timeout(left));
  } catch {
    return null;
  }
}

/** Answers in the order of `fetches`; null for each that could not be asked or answered in time. */
export async function askThroughGate<T>(db: Db, group: GateGroup<T>): Promise<(T | null)[]> {
  const results: Promise<T | null>[] = [];
  let next = 0;
  try {
    while (next < group.fetches.length) {
      const rule = { limit: group.rule.limit, windowMs: group.rule.windowMs + SEND_SLACK_MS };
      const { granted, waitMs } = await takeOutboundPlaces({ db }, group.rateKey, rule, group.fetches.length - next);
      // The place's time is the statement's start (now()); a queue for the database comes before
      // it, so lateness counts from the answer.
      const placedAt = Date.now();
      for (const fetch of group.fetches.slice(next, next + granted)) results.push(settle(fetch, group.deadline, placedAt));
      next += granted;
      if (next >= group.fetches.length) break;
      // Waiting past the deadline would only end in "could not check": say so now.
      if (granted === 0 && Date.now() + waitMs >= group.deadline) break;
      if (granted === 0) await sleep(waitMs);
    }
  } catch {
    // The database could not give places: what was not started is not asked.
  }
  const answered = await Promise.all(results);
  return group.fetches.map((_, i) => (i < answered.length ? answered[i]! : null));
}

/** GET a JSON answer; a status other than 200, or a body that is not JSON, throws. */
export async function getJson(url: string, signal: AbortSignal, headers: Record<string, string> = {}): Promise<unknown> {
  const res = await fetch(url, { headers: { accept: 'application/json', ...headers }, signal });
  if (res.status !== 200) {
    await res.body?.cancel();
    throw new Error(`${url} answered ${res.status}`);
  }
  return JSON.parse(await res.text()) as unknown;
}
