import { describe, expect, it } from 'vitest';
import { reachable, shellModules } from './chunk-plan';

/** A module graph from `id: [static imports], [dynamic imports]`. */
function graph(modules: Record<string, [string[], string[]?]>) {
  return {
    getModuleInfo: (id: string) => (modules[id] ? { importedIds: modules[id][0], dynamicallyImportedIds: modules[id][1] ?? [] } : null),
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  };
}

// main loads login and the shell lazily; the shell loads the dashboard (home) and businesses lazily.
const app = graph({
  main: [['react', 'api'], ['login', 'shell', 'dashboard']],
  react: [[]],
  api: [[]],
  login: [['card', 'alert', 'api']],
  shell: [['sidebar', 'icon-store', 'api'], ['dashboard', 'businesses', 'menu-popup']],
  sidebar: [['icon-store', 'brand-mark']],
  'brand-mark': [[]],
  'icon-store': [[]],
  card: [[]],
  alert: [[]],
  dashboard: [['dashboard-metrics', 'card', 'business-card', 'skeleton']],
  'dashboard-metrics': [['skeleton']],
  skeleton: [[]],
  'business-card': [[]],
  businesses: [['business-card', 'skeleton', 'card']],
  'menu-popup': [['radix-menu']],
  'radix-menu': [[]],
});

describe('reachable', () => {
  it('follows static imports, and dynamic ones when asked, not into the stop modules', () => {
    expect([...reachable(app, ['dashboard'], { dynamic: false })].sort()).toEqual(['business-card', 'card', 'dashboard', 'dashboard-metrics', 'skeleton']);
    expect(reachable(app, ['main'], { dynamic: true, stop: new Set(['shell', 'dashboard']) })).toEqual(new Set(['main', 'react', 'api', 'login', 'card', 'alert']));
  });
});

describe('shellModules', () => {
  const shell = shellModules(app, { entry: 'main', shell: 'shell', home: 'dashboard' });

  it("takes the shell's imports and what the home screen shares with other screens", () => {
    expect([...shell].sort()).toEqual(['brand-mark', 'business-card', 'icon-store', 'sidebar', 'skeleton']);
  });

  it('leaves out the shell module itself, the entry, what a public page reaches, the home screen alone uses, and the lazy parts', () => {
    for (const id of ['shell', 'main', 'api', 'card', 'dashboard', 'dashboard-metrics', 'radix-menu', 'menu-popup']) expect(shell.has(id)).toBe(false);
  });
});
