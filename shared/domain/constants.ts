// The product's fixed limits, delays, sizes and defaults, kept in one place.

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_VIEWPORT_HOTKEY = ['F8'];

export const SIDEBAR_WIDTH_COLLAPSED_PX = 64;
export const SIDEBAR_WIDTH_EXPANDED_PX = 256;
export const TOOLTIP_DELAY_MS = 700;
export const SIDEBAR_TOOLTIP_DELAY_MS = 0;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export const ACTIVITY_DEFAULT_LIMIT = 10;
export const RECENT_BUSINESSES_SHOWN = 3;
export const COMPLETENESS_GOOD_PERCENT = 90;

export const VERIFICATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MIN_LENGTH = 2;
export const SLUG_MIN_LENGTH = 2;
export const ORGANIZATION_NAME_MIN_LENGTH = 2;

export const PULL_TO_REFRESH_THRESHOLD_PX = 80;
export const PULL_TO_REFRESH_TIMEOUT_MS = 3000;
export const PULL_TO_REFRESH_MAX_PULL_PX = PULL_TO_REFRESH_THRESHOLD_PX * 1.5;
export const MOBILE_MAX_WIDTH_PX = 639;
export const LAZY_LOAD_MARGIN_PX = 100;

export const INSTALL_PROMPT_DELAY_MS = 30_000;
export const INSTALL_PROMPT_DISMISS_MS = 7 * 24 * 60 * 60 * 1000;
export const SERVICE_WORKER_CHECK_MS = 60_000;

export const ORGANIZATION_DEFAULT_MAX_BUSINESSES = 1;
export const ORGANIZATION_DEFAULT_MAX_USERS = 1;
export const DEFAULT_ANALYTICS_PERIOD = 'monthly' as const;
