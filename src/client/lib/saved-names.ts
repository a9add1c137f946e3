// The saved names in browser storage, shared by the free generator and the premium hub: newest
// first, no duplicates (case-insensitive), a change event on update so every component showing
// them stays in step.
import { useCallback, useEffect, useState } from 'react';
import { EVENTS, STORAGE_KEYS, storage } from './storage-keys';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function readSavedNames(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(STORAGE_KEYS.savedNames) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return [];
  }
}

function writeSavedNames(names: string[]): void {
  storage.set(STORAGE_KEYS.savedNames, JSON.stringify(names));
  window.dispatchEvent(new Event(EVENTS.savedNamesChanged));
}

/** Puts a name at the top; says false when it was already saved (it is moved to the top). */
export function addSavedName(name: string): boolean {
  const current = readSavedNames();
  const exists = current.some((n) => same(n, name));
  writeSavedNames([name, ...current.filter((n) => !same(n, name))]);
  return !exists;
}

export function hasSavedName(name: string): boolean {
  return readSavedNames().some((n) => same(n, name));
}

export function removeSavedName(name: string): void {
  const current = readSavedNames();
  if (current.some((n) => same(n, name))) writeSavedNames(current.filter((n) => !same(n, name)));
}

/** Empties the list and hands back what it held, so the caller can offer Undo. */
export function clearSavedNames(): string[] {
  const previous = readSavedNames();
  writeSavedNames([]);
  return previous;
}

/** Undo of a clear: the earlier names come back after any saved since. */
export function restoreSavedNames(previous: string[]): void {
  const current = readSavedNames();
  const seen = new Set(current.map((n) => n.toLowerCase()));
  writeSavedNames([...current, ...previous.filter((n) => !seen.has(n.toLowerCase()))]);
}

export function useSavedNames() {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    const sync = () => setNames(readSavedNames());
    sync();
    window.addEventListener(EVENTS.savedNamesChanged, sync);
    window.addEventListener('storage', sync);
    return () => {
      window.removeEventListener(EVENTS.savedNamesChanged, sync);
      window.removeEventListener('storage', sync);
    };
  }, []);
  const remove = useCallback((name: string) => removeSavedName(name), []);
  const clear = useCallback((): string[] => clearSavedNames(), []);
  const restore = useCallback((previous: string[]) => restoreSavedNames(previous), []);
  return { names, remove, clear, restore };
}
