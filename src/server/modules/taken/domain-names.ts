// The web addresses a band would want: its name as one label in each TLD of DOMAIN_TLDS, and in
// the first (.com, the one people type) the obvious variants: with and without a leading 'the',
// and with 'band' and 'music' after it. Accents are dropped ('Mötley' is motley.com); a name in
// another script becomes its IDN form (xn--...).
import { domainToASCII } from 'node:url';
import { DOMAIN_TLDS } from '@shared/contracts/taken';

/** A DNS label is at most 63 characters. */
const LABEL_MAX = 63;

/** The name as one label: lower case, letters and digits only ('&' reads 'and'), or null when
 * nothing of it can be a label. */
export function domainLabel(name: string): string | null {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, 'and');
  // Letters of another script: its letters and digits as an internationalised label.
  if (/[^\P{L}a-z]/u.test(ascii)) {
    const idn = domainToASCII(name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));
    return idn && !idn.includes('.') && idn.length <= LABEL_MAX ? idn : null;
  }
  const latin = ascii.replace(/[^a-z0-9]/g, '');
  return latin.length > 0 && latin.length <= LABEL_MAX ? latin : null;
}

export interface DomainCandidate {
  domain: string;
  tld: string;
}

export function domainCandidates(name: string): DomainCandidate[] {
  const label = domainLabel(name);
  if (!label) return [];
  const out = DOMAIN_TLDS.map((tld) => ({ domain: `${label}.${tld}`, tld }));
  // An IDN label takes no English words around it.
  if (label.startsWith('xn--')) return out;
  const [com] = DOMAIN_TLDS;
  const bare = /^the\s/i.test(name.trim()) && label.length > 3 ? label.slice(3) : label;
  const variants = new Set([`the${bare}`, `${bare}band`, `${bare}music`, bare]);
  variants.delete(label);
  for (const v of variants) if (v.length <= LABEL_MAX) out.push({ domain: `${v}.${com}`, tld: com });
  return out;
}
