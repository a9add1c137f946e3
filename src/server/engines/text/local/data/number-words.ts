// Number words: with options.noNumbers no generated name contains one as a whole word (or a digit).
export const NUMBER_WORDS: ReadonlySet<string> = new Set(
  `zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen
  sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety
  hundred hundreds thousand thousands million millions billion billions zillion
  first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth
  twentieth hundredth thousandth millionth dozen dozens
  once twice thrice single double triple quadruple duo trio quartet quintet sextet septet octet nonet
  twenties thirties forties fifties sixties seventies eighties nineties
  ii iii iv vi vii viii ix xi xii xiii`
    .split(/\s+/)
    .filter(Boolean),
);

/** Number words the 'Seven Lanterns' patterns draw from (all in NUMBER_WORDS): cardinals only, which
 * stand before a plural or after a noun as a label ('Cassette Nine'). 'Hundred', 'dozen' or 'third'
 * would need an article or a singular ('Dozen Lanterns', 'Third Wolves' read as broken grammar). */
export const NAME_NUMBERS: readonly string[] = `three four five seven nine eleven twelve thirteen forty`
  .split(/\s+/)
  .filter(Boolean);

/** Digits for label-like names ('Sector 19', 'Unit 303'): drum machines, catalogue numbers, dates. */
export const NAME_DIGITS: readonly string[] = `2 3 4 7 9 11 13 17 19 21 23 27 31 33 41 47 51 57 66 77 86 88 91 99 101 202 303
  313 404 505 606 707 808 909 1979 1984 1987 1991 2000 2049 3000`
  .split(/\s+/)
  .filter(Boolean);

/** Numbers that are a scene's own machines or city: the Roland drum machines and Detroit's area code
 * belong to dance music, the 808 to dance music and rap. 'Ghost 303' in trap or 'Tay 909' reads as
 * a techno act that wandered onto the wrong bill. */
const SCENE_DIGITS: Readonly<Record<string, readonly string[]>> = {
  '303': ['electronic'], '606': ['electronic'], '707': ['electronic'], '909': ['electronic'], '313': ['electronic'],
  '808': ['electronic', 'hip-hop'],
};

/** The digits a family's names may carry (see SCENE_DIGITS). */
export function digitsFor(familyId: string): readonly string[] {
  return NAME_DIGITS.filter((d) => SCENE_DIGITS[d]?.includes(familyId) ?? true);
}
