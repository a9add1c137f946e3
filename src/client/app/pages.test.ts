// The page table matches an address as the router did (react-router's matchRoutes): case does not
// matter, nor a trailing slash, and anything else is the not-found page. main.tsx decides by it
// whether a page's first view starts without the router.
import { describe, expect, it } from 'vitest';
import { findPage, startsAsFirstView } from './pages';

describe('findPage', () => {
  it('finds a page by its path, in any case and with a trailing slash', () => {
    expect(findPage('/faq').path).toBe('/faq');
    expect(findPage('/FAQ/').path).toBe('/faq');
    expect(findPage('/blog/famous-band-names').path).toBe('/blog/famous-band-names');
  });

  it('gives the not-found page for any other address', () => {
    expect(findPage('/nope').path).toBe('*');
    expect(findPage('/faq/more').path).toBe('*');
  });

  it('starts the home page and the album art generator as a first view, and no other page', () => {
    expect(startsAsFirstView('/')).toBe(true);
    expect(startsAsFirstView('/album-art-generator')).toBe(true);
    expect(startsAsFirstView('/Album-Art-Generator/')).toBe(true);
    expect(startsAsFirstView('/about')).toBe(false);
    expect(startsAsFirstView('/premium')).toBe(false);
    expect(startsAsFirstView('/index.html')).toBe(false);
  });
});
