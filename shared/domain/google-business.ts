// Google Business Profile: the fields Citewise keeps in step with a linked location, Google's limits, and
// the texts both sides show.

export const GOOGLE_PUSHED_FIELDS = ['name', 'address', 'phone', 'website', 'hours', 'description', 'category'] as const;
export type GooglePushedField = (typeof GOOGLE_PUSHED_FIELDS)[number];

export const GOOGLE_PUSHED_FIELD_LABELS: Record<GooglePushedField, string> = {
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  website: 'Website',
  hours: 'Hours',
  description: 'Description',
  category: 'Category',
};

/** Google accepts at most this many edits of one location a minute. */
export const GOOGLE_EDITS_PER_MINUTE = 10;

/** Where a business's listing figures come from. */
export const ANALYTICS_SOURCES = ['google', 'provider', 'simulated'] as const;
export type AnalyticsSource = (typeof ANALYTICS_SOURCES)[number];

export const GOOGLE_FIGURES_NOTE = 'Figures from Google Business Profile';

export interface ImpressionCounts {
  desktopMaps: number;
  desktopSearch: number;
  mobileMaps: number;
  mobileSearch: number;
}

const COUNT = new Intl.NumberFormat('en-US');

/** "Figures from Google Business Profile: 1,234 impressions on Google Search (800 on mobile) and 567 on Google Maps (400 on mobile)." */
export function googleFiguresSentence(impressions: ImpressionCounts | null): string {
  if (!impressions) return `${GOOGLE_FIGURES_NOTE}.`;
  const search = impressions.mobileSearch + impressions.desktopSearch;
  const maps = impressions.mobileMaps + impressions.desktopMaps;
  return (
    `${GOOGLE_FIGURES_NOTE}: ${COUNT.format(search)} impressions on Google Search (${COUNT.format(impressions.mobileSearch)} on mobile) ` +
    `and ${COUNT.format(maps)} on Google Maps (${COUNT.format(impressions.mobileMaps)} on mobile).`
  );
}

export const ANALYTICS_SOURCE_LABELS: Record<AnalyticsSource, string> = {
  google: 'Google Business Profile',
  provider: 'Data provider',
  simulated: 'Simulated',
};
