// Words dropped when the visitor's influences and vibe are mined for content words.
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all almost also am an and any are as at be because been before
  being below between both but by can could did do does doing down during each either else enough even
  ever every few for from further get gets getting go goes going got had has have having he her here
  hers herself him himself his how i if in into is it its itself just kind kinda less let like lot lots
  make makes me mine more most much must my myself neither no nor not now of off often on only onto or
  other our ours ourselves out over own per quite rather really same she should so some something
  sort sorta such than that the their theirs them themselves then there these they thing things this
  those through to too under until up upon us very via was we were what when where which while who whom
  whose why will with within without would yet you your yours yourself yourselves
  band bands music musical song songs sound sounds sounding style styles genre genres vibe vibes feel
  feeling feels influence influences inspired inspiration type types stuff ish bit somewhat
  feat ft vs etc plus mix mixed mostly maybe kinda sorta want wanted need needs something anything
  early late era album albums record records artist artists group groups track tracks`
    .split(/\s+/)
    .filter(Boolean),
);
