// The 'Load Email' link (premium-and-admin.md section 7): a mailto: address carrying the subject and
// body, encoded as RFC 6068 asks (percent-encoding, CRLF line breaks), so any mail client opens a
// draft with both filled in.
import { splitEmail } from './email-text';

/** Each line break as %0D%0A; spaces as %20, never '+' (mail clients would show the plus signs). */
function encodeMailtoPart(text: string): string {
  return encodeURIComponent(text.replace(/\r\n?|\n/g, '\r\n'));
}

/** mailto: with the e-mail's subject and body; `to` is left empty unless given (the user picks the address). */
export function buildMailtoUrl(email: string, to = ''): string {
  const { subject, body } = splitEmail(email);
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeMailtoPart(subject)}&body=${encodeMailtoPart(body)}`;
}
