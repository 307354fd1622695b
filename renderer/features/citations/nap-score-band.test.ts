import { describe, expect, it } from 'vitest';
import { napScoreBand, type NapScoreBand } from './nap-score-band';

describe('napScoreBand', () => {
  it.each<[number, NapScoreBand]>([
    [100, 'good'],
    [90, 'good'],
    [89, 'fair'],
    [70, 'fair'],
    [69, 'poor'],
    [0, 'poor'],
  ])('%i is %s', (score, band) => {
    expect(napScoreBand(score)).toBe(band);
  });
});
