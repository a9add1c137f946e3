import { describe, expect, it } from 'vitest';
import {
  downloadRateTone,
  formatCents,
  formatDollars,
  formatPercent,
  formatSessionDuration,
  formatTime,
  lastDays,
  likeRateTone,
  regenerationRateTone,
} from './format';

describe('admin formats', () => {
  it('rounds rates to whole percentages', () => {
    expect(formatPercent(4.6)).toBe('5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(33.33)).toBe('33%');
  });

  it('colours like rates at 5% and 2%', () => {
    expect(likeRateTone(5)).toBe('high');
    expect(likeRateTone(4.6)).toBe('high');
    expect(likeRateTone(4)).toBe('medium');
    expect(likeRateTone(2)).toBe('medium');
    expect(likeRateTone(1)).toBe('low');
  });

  it('colours download rates at 30% and 15%', () => {
    expect(downloadRateTone(30)).toBe('high');
    expect(downloadRateTone(29)).toBe('medium');
    expect(downloadRateTone(15)).toBe('medium');
    expect(downloadRateTone(14)).toBe('low');
  });

  it('colours regeneration rates at 20% and 10%', () => {
    expect(regenerationRateTone(20)).toBe('very-high');
    expect(regenerationRateTone(19)).toBe('raised');
    expect(regenerationRateTone(10)).toBe('raised');
    expect(regenerationRateTone(9)).toBe('normal');
  });

  it('writes session durations in whole minutes or Single session', () => {
    expect(formatSessionDuration(null)).toBe('Single session');
    expect(formatSessionDuration(0)).toBe('Single session');
    expect(formatSessionDuration(1)).toBe('1 minute');
    expect(formatSessionDuration(12)).toBe('12 minutes');
  });

  it('shows costs in dollars with 4 decimals', () => {
    expect(formatDollars(0.0123)).toBe('$0.0123');
    expect(formatCents(1.23)).toBe('$0.0123');
    expect(formatCents(0)).toBe('$0.0000');
    expect(formatCents(250)).toBe('$2.5000');
  });

  it('formats times in UTC and the default range', () => {
    expect(formatTime('2026-11-25T09:05:30.000Z')).toBe('2026-11-25 09:05 UTC');
    expect(formatTime('not a time')).toBe('not a time');
    expect(lastDays(new Date('2026-11-25T23:00:00Z'), 30)).toEqual({ from: '2026-10-27', to: '2026-11-25' });
  });
});
