import { describe, expect, it } from 'vitest';
import { createLocalArtEngine } from './local-art-engine';
import { pngSize } from '@server/testing/png-info';

describe('local art engine', () => {
  it('renders a labelled local PNG', async () => {
    const engine = createLocalArtEngine();
    expect(engine.kind).toBe('local');
    const image = await engine.render(
      { concept: 'a vinyl record', style: 'pop-art', bandName: 'Groove Thesis', genre: 'funk', vibe: 'sweaty basement party', size: 1024, seed: 5 },
      { endpoint: 'test' },
    );
    expect(image.contentType).toBe('image/png');
    expect(image.isAIGenerated).toBe(false);
    expect(pngSize(image.png)).toEqual({ width: 1024, height: 1024 });
  });
});
