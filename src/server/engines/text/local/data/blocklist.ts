// Slurs and profanity no generated name may contain. It is a filter list, so it is written plainly.
// Three kinds, because English hides short bad words inside good ones ('Scunthorpe', 'spice',
// 'cocoon', 'grape'): whole words are matched as tokens and as parts of fused compounds;
// fragments are distinctive enough to match anywhere inside a word; phrases are matched on the
// normalised name.

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

/** Matched as whole tokens, as compound parts, across compound seams and inside invented words. */
export const BLOCKED_WORDS: ReadonlySet<string> = new Set(
  words(`
  fuck fucks fucked fucker fuckers fucking fuk fck fcuk shit shits shitty shite bullshit crap crappy
  cunt cunts twat twats wank wanker wankers bitch bitches bastard bastards whore whores slut sluts
  cock cocks dick dicks prick pricks piss pissed pissing ass asses arse arses asshole arsehole
  bollocks bugger tits titty titties boob boobs pussy pussies cum cums jizz spunk semen dildo dildos
  blowjob handjob porn porno rape raped rapes raping rapist rapists anal anus penis penises vagina
  vulva scrotum testicle testicles orgasm horny milf incest pedo pedos pedophile paedophile
  bestiality erection masturbate sex
  nigger niggers nigga niggas negro negroes faggot faggots fag fags dyke dykes tranny trannies
  retard retards retarded tard spic spics chink chinks kike kikes gook gooks wetback wetbacks
  beaner beaners paki pakis raghead towelhead coon coons darkie darkies jigaboo sambo gyppo pikey
  homo homos spaz spastic mong mongoloid cripple cripples midget midgets squaw redskin redskins
  injun zipperhead shemale nazi nazis hitler kkk swastika heil
  `),
);

/** Matched anywhere inside a word: no innocent English word contains these. */
export const BLOCKED_FRAGMENTS: readonly string[] = words(`
  fuck shit cunt twat wank bitch whore slut nigg fagg jizz dildo blowjob handjob porn rapist
  asshole arsehole bollock masturbat pedophil paedophil nazi hitler swastika retard tranny
  jigaboo raghead towelhead zipperhead redskin shemale darkie wetback mongoloid
`);

/** Matched on the normalised name (lower case, single spaces), at word starts. */
export const BLOCKED_PHRASES: readonly string[] = [
  'porch monkey', 'jungle bunny', 'tar baby', 'uncle tom', 'white power', 'white pride', 'master race',
  'sieg heil', 'blood and soil', 'final solution', 'gas chamber', 'white trash', 'half breed',
  'slant eye', 'sand monkey', 'camel jockey', 'dune coon', 'towel head', 'rag head', 'mud people',
  'golliwog', 'yellow peril', 'white supremacy', 'ethnic cleansing', 'pearl necklace', 'golden shower',
  'cotton picker', 'mother fucker',
];
