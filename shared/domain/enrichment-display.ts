// Employee size bands and revenue as shown on an enhanced business; N/A when the provider gave none.

const BANDS: readonly { below: number; label: string }[] = [
  { below: 10, label: 'under 10' },
  { below: 50, label: '10-49' },
  { below: 100, label: '50-99' },
  { below: 500, label: '100-499' },
  { below: 1000, label: '500-999' },
];

export function employeeBand(size: number | null | undefined): string {
  if (size === null || size === undefined || !Number.isFinite(size) || size < 0) return 'N/A';
  return BANDS.find(({ below }) => size < below)?.label ?? '1000+';
}

/** Whole US dollars, e.g. $1,250,000; N/A when missing. */
export function formatRevenue(revenue: number | null | undefined): string {
  if (revenue === null || revenue === undefined || !Number.isFinite(revenue)) return 'N/A';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(
    Math.round(revenue),
  );
}
