// Levenshtein distance with a ceiling: the taken check compares one name with tens of thousands,
// and only distances up to the ceiling matter, so only the diagonal band of that width is worked
// out, and a row whose best cell passes the ceiling ends the work.

const BIG = 1 << 20;
let prevRow = new Int32Array(64);
let currRow = new Int32Array(64);

/** Edits (insert, delete, substitute) from a to b, or max + 1 as soon as it is surely above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  if (prevRow.length <= m + 1) {
    prevRow = new Int32Array(m + 2);
    currRow = new Int32Array(m + 2);
  }
  let prev = prevRow;
  let row = currRow;
  for (let j = 0; j <= m; j++) prev[j] = j <= max ? j : BIG;
  for (let i = 1; i <= n; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(m, i + max);
    row[from - 1] = from === 1 && i <= max ? i : BIG;
    let best = row[from - 1] ?? BIG;
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min((prev[j] ?? BIG) + 1, (row[j - 1] ?? BIG) + 1, (prev[j - 1] ?? BIG) + cost);
      row[j] = value;
      if (value < best) best = value;
    }
    if (to < m) row[to + 1] = BIG;
    if (best > max) return max + 1;
    const swap = prev;
    prev = row;
    row = swap;
  }
  const result = prev[m] ?? BIG;
  return result > max ? max + 1 : result;
}
