// The musician's details as the sentences of a press release: a quote typed as 'Roisin says: ...'
// becomes the form a journalist can lift ('"Every song is a letter to a landlord," says Roisin.'),
// and a note such as 'Launch show at the Hug and Pint on 14 March.' gets its verb. Words and facts
// are kept as typed.

const SAYS = /^(.{2,60}?)\s+(says|said|adds|added|explains|explained)\s*[:,]\s*["“'‘](.+?)([.!?…]?)["”'’]\.?$/;
const NOTE = /^((?:the\s+)?(?:album |EP |single |record |release |launch |hometown |headline )?(?:launch|release|album launch|EP launch|single launch|hometown|headline) (?:show|party|gig|night|date))\s+(at|in|on)\b/i;

/** One sentence of the details, fit for the release's body. */
export function pressSentence(sentence: string): string {
  const said = SAYS.exec(sentence.trim());
  if (said) {
    const [, who = '', verb = 'says', quote = '', stop = ''] = said;
    // A quote that asks or exclaims keeps its mark; a statement takes the comma before 'says'.
    const mark = stop === '?' || stop === '!' ? stop : ',';
    return `"${quote}${mark}" ${verb} ${who}.`;
  }
  const note = NOTE.exec(sentence.trim());
  if (note) {
    const [whole = '', what = '', prep = ''] = note;
    const subject = /^the\s/i.test(what) ? what.charAt(0).toUpperCase() + what.slice(1) : `The ${what.charAt(0).toLowerCase()}${what.slice(1)}`;
    return `${subject} is ${prep}${sentence.trim().slice(whole.length)}`;
  }
  return sentence;
}
