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

/** Number words the 'Seven Lanterns' patterns draw from (all in NUMBER_WORDS). */
export const NAME_NUMBERS: readonly string[] = `three four five seven nine eleven twelve thirteen
  forty hundred thousand second third dozen`
  .split(/\s+/)
  .filter(Boolean);
