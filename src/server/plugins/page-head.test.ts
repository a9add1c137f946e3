import { describe, expect, it } from 'vitest';
import { findPageRoute, PRODUCT_TOUR_POSTER } from '@shared/catalog/routes';
import { pageHead } from './page-head';

const head = (path: string) => pageHead(findPageRoute(path)!, 'https://example.test');
const posterPreload = `<link rel="preload" as="image" href="${PRODUCT_TOUR_POSTER}" fetchpriority="high" />`;

describe('pageHead', () => {
  it('asks at once for the image a phone paints largest on the album art page', () => {
    expect(head('/album-art-generator')).toContain(posterPreload);
  });

  it('preloads no image on a page whose largest paint is text', () => {
    // The home page shows the same poster, but below the fold: fetched early it would only take bandwidth from the first view.
    expect(head('/')).not.toContain('rel="preload"');
    expect(head('/faq')).not.toContain('rel="preload"');
  });
});
