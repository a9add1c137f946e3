// The saved names in browser storage: newest first, no duplicates, a change event on update so
// every component showing them stays in step.
import { useCallback, useEffect, useState } from 'react';
import { EVENTS, STORAGE_KEYS, storage } from '@client/lib/storage-keys';

export function readSavedNames(): string[] {
  try {
    const parsed = JSON.parse(storage.get(STORAGE_KEYS.savedNames) ?? '[]');
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
  const exists = current.some((n) => n.toLowerCase() === name.toLowerCase());
  writeSavedNames([name, ...current.filter((n) => n.toLowerCase() !== name.toLowerCase())]);
  return !exists;
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
  const remove = useCallback((name: string) => writeSavedNames(readSavedNames().filter((n) => n !== name)), []);
  /** Empties the list and hands back what it held, so the caller can offer Undo. */
  const clear = useCallback((): string[] => {
    const previous = readSavedNames();
    writeSavedNames([]);
    return previous;
  }, []);
  /** Undo of a clear: the earlier names come back after any saved since. */
  const restore = useCallback((previous: string[]) => {
    const current = readSavedNames();
    const seen = new Set(current.map((n) => n.toLowerCase()));
    writeSavedNames([...current, ...previous.filter((n) => !seen.has(n.toLowerCase()))]);
  }, []);
  return { names, remove, clear, restore };
}
