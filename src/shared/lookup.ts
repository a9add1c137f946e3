// Lookups in tables keyed by what a visitor typed. A plain object answers 'constructor',
// 'toString' or '__proto__' from Object.prototype, so a genre or a band name spelled like one
// would find a function where the code expects a table row.

/** table[key] when the table itself holds key; undefined otherwise, inherited names included. */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
