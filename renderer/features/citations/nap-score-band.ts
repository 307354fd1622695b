// How a NAP score reads at a glance: the colour band and the word that goes with it.

export type NapScoreBand = 'good' | 'fair' | 'poor';

export const NAP_SCORE_BAND_LABELS: Record<NapScoreBand, string> = {
  good: 'Good',
  fair: 'Needs attention',
  poor: 'Poor',
};

/** Green from 90, amber from 70, red below. */
export function napScoreBand(score: number): NapScoreBand {
  if (score >= 90) return 'good';
  if (score >= 70) return 'fair';
  return 'poor';
}
