// The fixed sets of values (roles, plans, categories and the like), shared by the database schemas,
// the contract and the renderer.

export const USER_ROLES = ['admin', 'partner', 'business_pro', 'business'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles a person may choose at registration; admin exists but is never offered. */
export const SELF_SERVICE_ROLES = ['business', 'business_pro', 'partner'] as const satisfies readonly UserRole[];

export const AUTH_PROVIDERS = ['local', 'google', 'facebook', 'linkedin'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

export const ORGANIZATION_TYPES = ['standard', 'white_label', 'private_label'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const PLANS = ['business', 'business_pro', 'partner'] as const;
export type Plan = (typeof PLANS)[number];

export const MEMBER_ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const SETTING_CATEGORIES = ['integrations', 'email', 'general', 'security'] as const;
export type SettingCategory = (typeof SETTING_CATEGORIES)[number];

export const BUSINESS_CATEGORIES = [
  'restaurant',
  'retail',
  'fitness',
  'healthcare',
  'professional',
  'home_services',
  'automotive',
  'beauty',
  'education',
  'entertainment',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

export const BUSINESS_CATEGORY_LABELS: Record<BusinessCategory, string> = {
  restaurant: 'Restaurant',
  retail: 'Retail Store',
  fitness: 'Fitness Center',
  healthcare: 'Healthcare',
  professional: 'Professional Services',
  home_services: 'Home Services',
  automotive: 'Automotive',
  beauty: 'Beauty & Spa',
  education: 'Education',
  entertainment: 'Entertainment',
};

/** The identity providers a person can sign in with. */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The business-data integration's environments: the built-in simulator, or the provider itself. */
export const PROVIDER_ENVIRONMENTS = ['sandbox', 'production'] as const;
