// Band-name words that are worn out: with options.avoidCommonWords no generated name uses them.
// 'the' is here on purpose, so 'The ___s' patterns switch off too.
export const OVERUSED_WORDS: ReadonlySet<string> = new Set(
  `the band boys girls brothers sisters crew project collective experience
  king kings queen queens dead black blood death fire soul souls sound sounds music rock roll
  heart hearts love baby angel angels devil devils demon demons hell dark darkness night nights
  star stars dream dreams light lights shadow shadows ghost ghosts moon sun sky wolf wolves
  dragon dragons metal punk machine machines revolution riot noise electric crystal velvet
  cat cats dog dogs red white blue gold golden silver wild young new little big lil mc dj
  gang squad club society family tribe posse union inc company unit boyz kid kids mafia nation
  army empire kingdom lords legion saints sinners rebels`
    .split(/\s+/)
    .filter(Boolean),
);
