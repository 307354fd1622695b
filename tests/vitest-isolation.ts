// Which vitest files share a module graph per worker, and which run isolated.

/** Every unit, database and HTTP test: most share one module graph per worker. */
export const ALL_TESTS = [
  'shared/**/*.test.ts',
  'server/**/*.test.ts',
  'electron/**/*.test.ts',
  'renderer/**/*.test.{ts,tsx}',
  'tests/*.test.ts',
];

/**
 * Tests that replace a module with vi.mock: a shared graph would hand them another file's real copy,
 * or hand their mock to the next file, so they run isolated. vitest-isolation.test.ts keeps the list.
 */
export const MOCKING_TESTS = [
  'electron/preload.test.ts',
  'renderer/app.test.tsx',
  'renderer/features/admin/citation-sources-card.test.tsx',
  'renderer/features/admin/data-axle-card.test.tsx',
  'renderer/features/auth/protected-route.test.tsx',
  'renderer/features/branding/domain-verification.test.tsx',
  'renderer/features/businesses/business-card.test.tsx',
  'renderer/features/businesses/business-dialog.test.tsx',
  'renderer/features/google-business/google-connection-card.test.tsx',
  'renderer/features/matching/enhancement-card.test.tsx',
  'renderer/features/matching/matching-list.test.tsx',
  'renderer/pages/citations.test.tsx',
  'renderer/pages/dashboard.test.tsx',
  'renderer/pages/directory-explorer.test.tsx',
  'renderer/pages/google-business-callback.test.tsx',
  'renderer/pages/google-business.test.tsx',
  'renderer/pages/report-recipients.test.tsx',
  'renderer/pages/reports.test.tsx',
  'renderer/pages/scanner.test.tsx',
  'renderer/pages/submissions.test.tsx',
  'server/security/google-business-attack.test.ts',
];

/** Tests about what a module does when it first loads: on a shared graph another file loaded it first. */
export const FIRST_LOAD_TESTS = ['renderer/lib/zod-config.test.ts'];
