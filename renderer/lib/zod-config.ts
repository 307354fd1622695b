// The page's Content-Security-Policy forbids eval, so zod's compiled parsers cannot run here; saying
// so up front also spares the Function('') probe that the browser reports as a CSP violation.
// zod reads its settings from this global when it first loads (zod/v4/core/core.js); setting it here,
// before any screen loads zod, keeps zod out of the first screens (zod-config.test.ts holds zod to it).
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };

export {};
