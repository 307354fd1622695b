import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Where the app's query hooks may be loaded from: the sign-in screens carry only the session's and the
// brand's, never a signed-in area's, whose hooks and keys stay in their own lazily loaded chunks.

const RENDERER = path.join(import.meta.dirname, '..');
// Value imports, side-effect imports and re-exports; not `import type`, nor `import()`, which loads later.
const STATIC_IMPORT = /^(?:import|export)\s+(?:(?!type\s)[^;]*?\s+from\s+)?'(\.[^']+)'/gms;

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file));
}

/** Every renderer module the file loads before it runs: its static imports, transitively (type-only ones load nothing). */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(RENDERER)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolve(file, match[1]!);
      if (next) visit(next);
    }
  };
  visit(entry);
  return [...seen].map((file) => path.relative(RENDERER, file).split(path.sep).join('/'));
}

const queryModules = (files: string[]) => files.filter((file) => /(^|\/)queries\.tsx?$/.test(file)).sort();

describe('query modules on the sign-in screens', () => {
  it('the entry and /login load only the session and brand queries', () => {
    const files = [...staticGraph(path.join(RENDERER, 'main.tsx')), ...staticGraph(path.join(RENDERER, 'pages/login.tsx'))];
    expect(queryModules([...new Set(files)])).toEqual(['features/auth/queries.ts', 'features/branding/queries.ts']);
  });

  it('finds the query modules a signed-in screen loads, so the check above can fail', () => {
    expect(queryModules(staticGraph(path.join(RENDERER, 'pages/listings.tsx')))).toContain('features/listings/queries.ts');
  });
});
