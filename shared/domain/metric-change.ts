// A dashboard figure against the same figure at the start of the period: the increase or decrease a
// metric card shows.

export interface MetricChange {
  direction: 'increase' | 'decrease' | 'none';
  /** Absolute difference; percentage points for rates. */
  amount: number;
}

export function metricChange(current: number, previous: number): MetricChange {
  const difference = Math.round((current - previous) * 10) / 10;
  if (difference === 0) return { direction: 'none', amount: 0 };
  return { direction: difference > 0 ? 'increase' : 'decrease', amount: Math.abs(difference) };
}

/** Enriched share of all businesses, in percent with one decimal; 0 without businesses. */
export function enrichmentRate(enriched: number, total: number): number {
  return total === 0 ? 0 : Math.round((enriched / total) * 1000) / 10;
}
