// Indexed reads the code has already kept in range: a ring index taken modulo the length, a
// clamped index, a loop bound, a lookup table indexed by a masked byte. noUncheckedIndexedAccess
// types every items[i] as possibly undefined because the compiler cannot follow that proof.

/**
 * items[index] for an index the caller has kept in range. Throws a RangeError if it is not, so a
 * broken proof fails where it is made instead of as a NaN or a crash far away. Element types
 * that hold undefined themselves are refused: there, undefined is an answer, not a miss.
 */
export function itemAt<T extends NonNullable<unknown> | null>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at index ${index} of ${items.length}`);
  return item;
}
