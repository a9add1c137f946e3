import { describe, expect, it } from 'vitest';
import { TAGLINE_EXCLUDE_MAX } from '@shared/contracts/writing';
import { rememberSeen, shownTaglines } from './tagline-list';

const item = (id: number, text: string) => ({ id, text });

describe('tagline bookkeeping', () => {
  it('shows at most 3 taglines', () => {
    const items = [item(1, 'a'), item(2, 'b'), item(3, 'c'), item(4, 'd')];
    expect(shownTaglines({ taglines: items.map((i) => i.text), items, isAIGenerated: false }).map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it('remembers every tagline shown, once, keeping the newest 50', () => {
    expect(rememberSeen(['a', 'b'], [item(3, 'b'), item(4, 'c')])).toEqual(['a', 'b', 'c']);
    const many = Array.from({ length: 60 }, (_, i) => `t${i}`);
    const seen = rememberSeen(many, [item(1, 'new')]);
    expect(seen).toHaveLength(TAGLINE_EXCLUDE_MAX);
    expect(seen[seen.length - 1]).toBe('new');
  });
});
