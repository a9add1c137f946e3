// How many rows a raw statement changed: PGlite reports affectedRows, node-postgres rowCount.
export function rowsAffected(result: unknown): number {
  const r = result as { affectedRows?: number; rowCount?: number | null };
  return Number(r.affectedRows ?? r.rowCount ?? 0);
}
