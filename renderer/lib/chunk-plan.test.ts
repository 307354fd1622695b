import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { barrelOf, importCycle, importedNames, reachable, readNamedImports, shellModules, type NamedImports } from './chunk-plan';

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

// An icon package's index re-exports each icon; login and the shell each name the ones they draw.
const icons = graph({
  main: [['react'], ['login', 'shell']],
  react: [[]],
  login: [['icons/index']],
  shell: [['icons/index', 'sidebar'], ['businesses']],
  sidebar: [['icons/index']],
  businesses: [['icons/index']],
  'icons/index': [['icons/mail', 'icons/menu', 'icons/chevron', 'icons/building', 'icons/more']],
  'icons/more': [['icons/star']],
  'icons/mail': [[]],
  'icons/menu': [[]],
  'icons/chevron': [[]],
  'icons/building': [[]],
  'icons/star': [[]],
});
const iconNames: NamedImports = {
  barrels: new Map([
    [
      'icons/index',
      {
        exports: new Map([
          ['Mail', { id: 'icons/mail', name: 'default' }],
          ['Menu', { id: 'icons/menu', name: 'default' }],
          ['ChevronLeft', { id: 'icons/chevron', name: 'default' }],
          ['Building', { id: 'icons/building', name: 'default' }],
        ]),
        stars: ['icons/more'],
      },
    ],
  ]),
  uses: new Map([
    ['login', new Map([['icons/index', new Set(['Mail'])]])],
    ['shell', new Map([['icons/index', new Set(['Menu'])]])],
    ['sidebar', new Map([['icons/index', new Set(['ChevronLeft', 'Mail', 'Star'])]])],
    ['businesses', new Map([['icons/index', new Set(['Building'])]])],
  ]),
};

describe('reachable through a barrel', () => {
  it('follows a barrel only into the names its importers take, through its export * when a name is not its own', () => {
    expect([...reachable(icons, ['login'], { dynamic: false, named: iconNames })].sort()).toEqual(['icons/index', 'icons/mail', 'login']);
    expect([...reachable(icons, ['shell'], { dynamic: false, named: iconNames })].sort()).toEqual(['icons/chevron', 'icons/index', 'icons/mail', 'icons/menu', 'icons/more', 'icons/star', 'shell', 'sidebar']);
  });

  it('follows every re-export when it does not know the names, as without a barrel', () => {
    expect(reachable(icons, ['login'], { dynamic: false }).has('icons/building')).toBe(true);
    const unknownImporter = { ...iconNames, uses: new Map() };
    expect(reachable(icons, ['login'], { dynamic: false, named: unknownImporter }).has('icons/building')).toBe(true);
  });

  it("puts the icons only the shell draws in the shell's file, not those a public page draws, the barrel or a lazy screen's", () => {
    const shell = shellModules(icons, { entry: 'main', shell: 'shell', home: 'businesses', named: iconNames });
    expect([...shell].sort()).toEqual(['icons/chevron', 'icons/menu', 'icons/more', 'icons/star', 'sidebar']);
    // Read whole, the barrel made every icon public and left the shell's own icons to its entry chunk.
    expect(shellModules(icons, { entry: 'main', shell: 'shell', home: 'businesses' })).toEqual(new Set(['sidebar']));
  });
});

describe('barrelOf', () => {
  it('reads re-exports, namespace re-exports and export *, with the name asked of each module', () => {
    const barrel = barrelOf(
      parseAst(`"use strict";
import * as index from './icons/index.mjs';
export { index as icons };
export { default as Mail, default as MailIcon } from './icons/mail.mjs';
export { Trigger as MenuTrigger } from './menu.mjs';
export * as dates from './dates.mjs';
export * from './more.mjs';`),
    );
    expect(Object.fromEntries(barrel!.exports)).toEqual({
      icons: { id: './icons/index.mjs', name: '*' },
      Mail: { id: './icons/mail.mjs', name: 'default' },
      MailIcon: { id: './icons/mail.mjs', name: 'default' },
      MenuTrigger: { id: './menu.mjs', name: 'Trigger' },
      dates: { id: './dates.mjs', name: '*' },
    });
    expect(barrel!.stars).toEqual(['./more.mjs']);
  });

  it('is no barrel when the module runs code of its own or only imports', () => {
    expect(barrelOf(parseAst(`export { a } from './a.mjs';\nconsole.log('loaded');`))).toBeUndefined();
    expect(barrelOf(parseAst(`export const a = 1;`))).toBeUndefined();
    expect(barrelOf(parseAst(`import './styles.css';`))).toBeUndefined();
    expect(barrelOf(parseAst(`const a = 1;\nexport { a };`))).toBeUndefined();
  });
});

describe('importedNames', () => {
  it("reads each source's names: named, default, namespace, re-exported, and none for a bare import", () => {
    const names = importedNames(
      parseAst(`import React, { useState as useLocal } from 'react';
import * as all from 'lucide-react';
import { Mail, Menu } from 'lucide-react';
import './styles.css';
export { Card } from './card';
export * from './table';
const lazy = () => import('./screen');`),
    );
    expect(Object.fromEntries([...names].map(([source, set]) => [source, [...set].sort()]))).toEqual({
      react: ['default', 'useState'],
      'lucide-react': ['*', 'Mail', 'Menu'],
      './styles.css': [],
      './card': ['Card'],
      './table': ['*'],
    });
  });
});

describe('readNamedImports', () => {
  it('resolves the sources of barrels and of their importers, and skips what does not parse', async () => {
    const code: Record<string, string> = {
      '/app/login.tsx': `import { Mail } from 'icons';\nimport { helper } from './helper';`,
      '/app/helper.ts': `export const helper = 1;`,
      '/node_modules/icons/index.mjs': `export { default as Mail } from './mail.mjs';\nexport * from './more.mjs';`,
      '/node_modules/icons/mail.mjs': `export default 1;`,
      '/node_modules/icons/more.mjs': `export const Star = 1;`,
      '/app/styles.css': `.a { color: red }`,
    };
    const importers: Record<string, string[]> = { '/node_modules/icons/index.mjs': ['/app/login.tsx'] };
    const resolveTable: Record<string, string> = {
      icons: '/node_modules/icons/index.mjs',
      './helper': '/app/helper.ts',
      './mail.mjs': '/node_modules/icons/mail.mjs',
      './more.mjs': '/node_modules/icons/more.mjs',
    };
    const named = await readNamedImports({
      getModuleInfo: (id) => (id in code ? { code: code[id]!, importers: importers[id] ?? [], importedIds: [], dynamicallyImportedIds: [] } : null),
      getModuleIds: () => Object.keys(code)[Symbol.iterator](),
      parse: (source, options) => parseAst(source, options),
      resolve: async (source) => (resolveTable[source] ? { id: resolveTable[source] } : null),
    });
    expect([...named.barrels.keys()]).toEqual(['/node_modules/icons/index.mjs']);
    expect(named.barrels.get('/node_modules/icons/index.mjs')).toEqual({
      exports: new Map([['Mail', { id: '/node_modules/icons/mail.mjs', name: 'default' }]]),
      stars: ['/node_modules/icons/more.mjs'],
    });
    expect(named.uses).toEqual(new Map([['/app/login.tsx', new Map([['/node_modules/icons/index.mjs', new Set(['Mail'])]])]]));
  });
});

describe('importCycle', () => {
  it('finds chunks that import each other, however far round', () => {
    expect(
      importCycle([
        { fileName: 'index.js', imports: [] },
        { fileName: 'shell.js', imports: ['index.js', 'protected-app.js'] },
        { fileName: 'protected-app.js', imports: ['index.js', 'shell.js'] },
      ]),
    ).toEqual(['shell.js', 'protected-app.js', 'shell.js']);
    expect(
      importCycle([
        { fileName: 'a.js', imports: ['b.js'] },
        { fileName: 'b.js', imports: ['c.js'] },
        { fileName: 'c.js', imports: ['a.js'] },
      ]),
    ).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('finds none where chunks share imports without a loop', () => {
    expect(
      importCycle([
        { fileName: 'index.js', imports: [] },
        { fileName: 'login.js', imports: ['index.js', 'card.js'] },
        { fileName: 'dashboard.js', imports: ['index.js', 'card.js', 'shell.js'] },
        { fileName: 'shell.js', imports: ['index.js', 'card.js'] },
        { fileName: 'card.js', imports: ['index.js'] },
      ]),
    ).toBeUndefined();
  });
});
