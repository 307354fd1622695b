import path from 'node:path';
import type { Plugin } from 'vite';

// How the renderer's modules become files. Left alone, the bundler gives every set of lazy chunks
// that shares a module its own file: the signed-in dashboard then loads about fifty, each a request,
// a <link rel="modulepreload"> and a module to instantiate on a phone's main thread. This puts
//  - the entry's static imports in one file (every page loads all of them anyway);
//  - the modules the signed-in shell and its home screen use, and no public page reaches, in one
//    file with the shell: every screen loads the shell first, so they cost no screen anything extra.
// Public pages keep the chunks they had, so /login loads nothing of the signed-in app.

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
  getModuleIds(): IterableIterator<string>;
}

export interface ChunkPlanOptions {
  /** The renderer's root folder: the paths below are relative to it. */
  root: string;
  /** The module index.html loads. */
  entry: string;
  /** The lazily loaded signed-in app: guard, shell and the screens' loaders. */
  shell: string;
  /** The screen signed-in users land on, whose shared modules join the shell's file. */
  home: string;
}

/** Modules reached from `from`, following static imports and, if asked, dynamic ones, not entering `stop`. */
export function reachable(graph: ModuleGraph, from: readonly string[], options: { dynamic: boolean; stop?: ReadonlySet<string> }): Set<string> {
  const seen = new Set<string>();
  const pending = from.filter((id) => !options.stop?.has(id));
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const next of options.dynamic ? [...info.importedIds, ...info.dynamicallyImportedIds] : info.importedIds) {
      if (!seen.has(next) && !options.stop?.has(next)) pending.push(next);
    }
  }
  return seen;
}

/**
 * The modules for the shell's file: what the shell imports, and what its home screen shares with
 * the other signed-in screens (its own modules stay in its lazy chunk), less anything a public page
 * reaches (that would make the page load the shell's file).
 */
export function shellModules(graph: ModuleGraph, options: Omit<ChunkPlanOptions, 'root'>): Set<string> {
  // The entry may fetch the home screen beside the shell; it is no public page either.
  const publicReach = reachable(graph, [options.entry], { dynamic: true, stop: new Set([options.shell, options.home]) });
  const shell = reachable(graph, [options.shell], { dynamic: false });
  const home = reachable(graph, [options.home], { dynamic: false });
  // Every other lazily loaded module of the signed-in app, with what it imports.
  const lazyEntries = [...reachable(graph, [options.shell], { dynamic: true })].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  const others = reachable(graph, lazyEntries.filter((id) => id !== options.home), { dynamic: false });
  const result = new Set<string>();
  // The shell module itself stays its chunk's entry: moved into a group, its exports went missing.
  for (const id of shell) if (id !== options.shell && !publicReach.has(id)) result.add(id);
  for (const id of home) if (others.has(id) && !publicReach.has(id)) result.add(id);
  return result;
}

/** The plugin that reads the module graph, and the chunk groups that use what it read. */
export function chunkPlan(options: ChunkPlanOptions) {
  const resolve = (file: string) => path.resolve(options.root, file);
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'citewise:chunk-plan',
    apply: 'build',
    buildEnd() {
      shell = shellModules(this, { entry: resolve(options.entry), shell: resolve(options.shell), home: resolve(options.home) });
    },
  };
  const groups = [
    { name: 'initial', tags: ['$initial' as const], priority: 2 },
    // Its modules' other imports are in the public pages' files already, which this one then imports.
    { name: 'shell', test: (id: string) => shell.has(id), priority: 1, includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
