// Handle suggestions for the networks a band needs. No network offers an official keyless way to
// ask whether a handle is free, and probing their pages breaks their terms, so nothing here goes
// out: the suggestions fit each network's published rules, and each comes with the direct link a
// musician opens to see for themself.
import { HANDLE_NETWORKS, type HandleNetwork, type HandleSuggestion } from '@shared/contracts/taken';

interface NetworkRule {
  min: number;
  max: number;
  /** Characters allowed, besides the letters and digits every network takes. */
  allowed: RegExp;
  /** The separators this network allows between words, in the order to suggest them. */
  separators: string[];
  url(handle: string): string;
}

/** Published rules: Instagram 30 characters of letters, digits, '.' and '_' (no leading or trailing
 * '.', no '..'); TikTok 2 to 24 of the same (no trailing '.'); YouTube handles 3 to 30 with '_',
 * '-' and '.'; X 4 to 15 (new accounts) of letters, digits and '_'. */
const RULES: Record<HandleNetwork, NetworkRule> = {
  instagram: { min: 1, max: 30, allowed: /^[a-z0-9._]+$/, separators: ['.', '_'], url: (h) => `https://www.instagram.com/${h}/` },
  tiktok: { min: 2, max: 24, allowed: /^[a-z0-9._]+$/, separators: ['.', '_'], url: (h) => `https://www.tiktok.com/@${h}` },
  youtube: { min: 3, max: 30, allowed: /^[a-z0-9._-]+$/, separators: ['-', '.'], url: (h) => `https://www.youtube.com/@${h}` },
  x: { min: 4, max: 15, allowed: /^[a-z0-9_]+$/, separators: ['_'], url: (h) => `https://x.com/${h}` },
};

const PER_NETWORK = 4;

/** The name's words in plain Latin letters and digits ('Mötley Crüe' → motley, crue). */
function words(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function fits(handle: string, rule: NetworkRule): boolean {
  return handle.length >= rule.min && handle.length <= rule.max && rule.allowed.test(handle) && !/^[._-]|[._-]$/.test(handle) && !/[._-]{2}/.test(handle);
}

export function handleSuggestions(name: string): HandleSuggestion[] {
  const w = words(name);
  if (w.length === 0) return HANDLE_NETWORKS.map((network) => ({ network, handles: [] }));
  const bare = w[0] === 'the' && w.length > 1 ? w.slice(1) : w;
  return HANDLE_NETWORKS.map((network) => {
    const rule = RULES[network];
    const joined = bare.join('');
    const candidates = [
      w.join(''),
      ...(bare.length > 1 ? rule.separators.map((sep) => bare.join(sep)) : []),
      `${joined}band`,
      `the${joined}`,
      `${joined}music`,
      `${joined}${rule.separators.includes('_') ? '_' : ''}official`,
    ];
    const handles = [...new Set(candidates)].filter((h) => fits(h, rule)).slice(0, PER_NETWORK);
    return { network, handles: handles.map((handle) => ({ handle, url: rule.url(handle) })) };
  });
}
