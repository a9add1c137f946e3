import { describe, expect, it } from 'vitest';
import { interpretLyricsLocally } from './interpret-lyrics';

// Moods a reader found misread: a still winter scene read as grief, a protest march as restless, a
// night out with hands up as restless.
describe('stillness, marching and a night out read as the words say', () => {
  it('reads a still, quiet scene as serene, not as grief, and sees the owl in it', () => {
    const { analysis } = interpretLyricsLocally({ genre: 'folk', lyrics: 'Snow on the pines, the lake gone still\nan owl above the frozen hill\nI walk alone and hear my breath\nthe quiet here is not like death' });
    expect(analysis.mood).toBe('serene');
    expect(analysis.themes.map((t) => t.theme)).not.toContain('loss and grief');
    expect(analysis.imagery.map((i) => i.subject)).toContain('an owl');
  });

  it('reads a march with fists up as defiant', () => {
    const { analysis } = interpretLyricsLocally({ genre: 'punk-rock', lyrics: "The factory gates are locked again, my father's hands are shaking\nthey sold the town for a promise, now the river's running black\nwe'll march down Main Street with our fists up in the rain" });
    expect(analysis.mood).toBe('defiant');
  });

  it('reads hands up and owning the night as euphoric', () => {
    const { analysis } = interpretLyricsLocally({ genre: 'synthwave', lyrics: "Neon in the puddles, bass is shaking all the walls\nwe're running through the city, nobody gonna call\nhands up, lights down, tonight we own it all" });
    expect(analysis.mood).toBe('euphoric');
  });

  it('still reads a real loss as grief', () => {
    const { analysis } = interpretLyricsLocally({ genre: 'folk', lyrics: "Your coat still hangs behind the door\nsince you've been gone the house is still\nI laid the flowers on your grave" });
    expect(analysis.themes[0]?.theme).toBe('loss and grief');
  });
});
