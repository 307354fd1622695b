// The look the report's charts share: quiet axes and grid, and one colour per kind of figure.

export const AXIS_TICK = { fontSize: 12, fill: '#64748b' } as const;
export const GRID_STROKE = '#e2e8f0';
export const CHART_MARGIN = { top: 8, right: 8, bottom: 0, left: 0 } as const;

/** The brand's primary colour, so a partner's colours carry into the charts. */
export const PRIMARY = 'var(--color-primary)';

export const STATUS_COLORS = { published: '#059669', pending: '#d97706', error: '#dc2626' } as const;
