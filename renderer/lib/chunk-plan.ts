import path from 'node:path';
import type { Plugin } from 'vite';

// How the renderer's modules become files. Left alone, the bundler gives every set of lazy chunks
// that shares a module its own file: the signed-in dashboard then loads about fifty, each a request,
// a <link rel="modulepreload"> and a module to instantiate on a phone's main thread. This puts
//  - the entry's static imports in one file (every page loads all of them anyway);
//  - the modules the signed-in shell and its home screen use, and no public page reaches, in one
//    file with the shell: every screen loads the shell first, so they cost no screen anything extra.
// Public pages keep the chunks they had, so /login loads nothing of the signed-in app.
// A barrel (a module that only re-exports, as lucide-react's index does for every icon) is followed
// only into what its importer names: followed whole, every icon looked public, the icons only the
// shell uses stayed in the shell's entry chunk, and the shell's file and that chunk imported each other.

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
  getModuleIds(): IterableIterator<string>;
}

/** What the plugin reads the graph with: the bundler's plugin context. */
interface BuildContext {
  getModuleInfo(id: string): { importers: readonly string[]; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; code: string | null } | null;
  getModuleIds(): IterableIterator<string>;
  parse(code: string, options?: { lang?: 'js' | 'jsx' | 'ts' | 'tsx' }): unknown;
  resolve(source: string, importer: string): Promise<{ id: string } | null>;
}

/** What a barrel re-exports: each exported name's module and the name asked of it there, and its `export *` modules. */
export interface Barrel {
  exports: ReadonlyMap<string, { id: string; name: string }>;
  stars: readonly string[];
}

/** The barrels, and for each importer of a barrel the names it takes from it (`*`: all of them). */
export interface NamedImports {
  barrels: ReadonlyMap<string, Barrel>;
  uses: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>;
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

const ALL = '*';

/**
 * Modules reached from `from`, following static imports and, if asked, dynamic ones, not entering
 * `stop`; into a barrel, only as far as the names its importers take.
 */
export function reachable(
  graph: ModuleGraph,
  from: readonly string[],
  options: { dynamic: boolean; stop?: ReadonlySet<string>; named?: NamedImports },
): Set<string> {
  const { stop, named } = options;
  const seen = new Set<string>();
  const namesSeen = new Map<string, Set<string>>();
  const pending: { id: string; names?: ReadonlySet<string> }[] = from.filter((id) => !stop?.has(id)).map((id) => ({ id }));
  const push = (id: string, names?: ReadonlySet<string>) => {
    if (stop?.has(id)) return;
    const barrel = named?.barrels.has(id);
    if (!barrel && seen.has(id)) return;
    pending.push({ id, ...(barrel ? { names: names ?? new Set([ALL]) } : {}) });
  };
  while (pending.length > 0) {
    const { id, names } = pending.pop()!;
    if (named?.barrels.has(id)) {
      const barrel = named.barrels.get(id)!;
      const asked = namesSeen.get(id) ?? new Set<string>();
      namesSeen.set(id, asked);
      seen.add(id);
      if (asked.has(ALL)) continue;
      if (names && !names.has(ALL)) {
        for (const name of names) {
          if (asked.has(name)) continue;
          asked.add(name);
          const target = barrel.exports.get(name);
          if (target) push(target.id, new Set([target.name]));
          else for (const star of barrel.stars) push(star, new Set([name]));
        }
        continue;
      }
      asked.add(ALL);
    } else {
      if (seen.has(id)) continue;
      seen.add(id);
    }
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    for (const next of info.importedIds) push(next, named?.uses.get(id)?.get(next));
    if (options.dynamic) for (const next of info.dynamicallyImportedIds) push(next);
  }
  return seen;
}

/**
 * The modules for the shell's file: what the shell imports, and what its home screen shares with
 * the other signed-in screens (its own modules stay in its lazy chunk), less anything a public page
 * reaches (that would make the page load the shell's file).
 */
export function shellModules(graph: ModuleGraph, options: Omit<ChunkPlanOptions, 'root'> & { named?: NamedImports }): Set<string> {
  const { named } = options;
  // The entry may fetch the home screen beside the shell; it is no public page either.
  const publicReach = reachable(graph, [options.entry], { dynamic: true, stop: new Set([options.shell, options.home]), named });
  const shell = reachable(graph, [options.shell], { dynamic: false, named });
  const home = reachable(graph, [options.home], { dynamic: false, named });
  // Every other lazily loaded module of the signed-in app, with what it imports.
  const lazyEntries = [...reachable(graph, [options.shell], { dynamic: true, named })].flatMap((id) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []);
  const others = reachable(graph, lazyEntries.filter((id) => id !== options.home), { dynamic: false, named });
  const result = new Set<string>();
  // The shell module itself stays its chunk's entry: moved into a group, its exports went missing.
  // A barrel emits no code of its own; left in, it would pull in what it re-exports.
  for (const id of shell) if (id !== options.shell && !publicReach.has(id) && !named?.barrels.has(id)) result.add(id);
  for (const id of home) if (others.has(id) && !publicReach.has(id) && !named?.barrels.has(id)) result.add(id);
  return result;
}

// The parts of an ESTree program the two readers below look at.
interface Name {
  type: string;
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  directive?: string | null;
  source?: { value: unknown } | null;
  declaration?: unknown;
  exported?: Name | null;
  specifiers?: { type: string; local: Name; imported?: Name; exported?: Name }[];
}
const nameOf = (name: Name | undefined | null) => (name ? String(name.name ?? name.value) : ALL);

/**
 * The barrel a module's program is, with its sources unresolved, or undefined when it does anything
 * but import and re-export.
 */
export function barrelOf(program: { body: readonly Node[] }): Barrel | undefined {
  const imported = new Map<string, { id: string; name: string }>();
  const exports = new Map<string, { id: string; name: string }>();
  const stars: string[] = [];
  const localExports: [exported: string, local: string][] = [];
  let reexports = 0;
  for (const node of program.body) {
    if (node.type === 'ExpressionStatement' && typeof node.directive === 'string') continue;
    if (node.type === 'ImportDeclaration' && node.source) {
      for (const specifier of node.specifiers ?? []) {
        const name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? ALL : nameOf(specifier.imported);
        imported.set(nameOf(specifier.local), { id: String(node.source.value), name });
      }
    } else if (node.type === 'ExportNamedDeclaration' && !node.declaration) {
      for (const specifier of node.specifiers ?? []) {
        if (node.source) exports.set(nameOf(specifier.exported), { id: String(node.source.value), name: nameOf(specifier.local) });
        else localExports.push([nameOf(specifier.exported), nameOf(specifier.local)]);
      }
      reexports++;
    } else if (node.type === 'ExportAllDeclaration' && node.source) {
      if (node.exported) exports.set(nameOf(node.exported), { id: String(node.source.value), name: ALL });
      else stars.push(String(node.source.value));
      reexports++;
    } else {
      return undefined;
    }
  }
  for (const [exported, local] of localExports) {
    const source = imported.get(local);
    if (!source) return undefined;
    exports.set(exported, source);
  }
  return reexports > 0 ? { exports, stars } : undefined;
}

/** The names a module's program takes from each source it imports or re-exports from (`*`: all). */
export function importedNames(program: { body: readonly Node[] }): Map<string, Set<string>> {
  const names = new Map<string, Set<string>>();
  const add = (source: string, name: string) => names.set(source, (names.get(source) ?? new Set()).add(name));
  for (const node of program.body) {
    if (!node.source) continue;
    const source = String(node.source.value);
    if (node.type === 'ExportAllDeclaration') add(source, ALL);
    else if (node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration') {
      // A bare `import 'x'` takes nothing by name.
      if (node.type === 'ImportDeclaration' && (node.specifiers ?? []).length === 0) names.set(source, names.get(source) ?? new Set());
      for (const specifier of node.specifiers ?? []) {
        if (specifier.type === 'ImportDefaultSpecifier') add(source, 'default');
        else if (specifier.type === 'ImportNamespaceSpecifier') add(source, ALL);
        else add(source, nameOf(node.type === 'ImportDeclaration' ? specifier.imported : specifier.local));
      }
    }
  }
  return names;
}

/** A cycle among the chunks' static imports, as the files around it, or undefined when there is none. */
export function importCycle(chunks: readonly { fileName: string; imports: readonly string[] }[]): string[] | undefined {
  const imports = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string): string[] | undefined => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    trail.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of imports.keys()) {
    if (state.has(file)) continue;
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return undefined;
}

/** The barrels among the graph's modules and what their importers take from them, sources resolved. */
export async function readNamedImports(context: BuildContext): Promise<NamedImports> {
  const programs = new Map<string, { body: readonly Node[] } | undefined>();
  const programOf = (id: string) => {
    if (!programs.has(id)) {
      const code = context.getModuleInfo(id)?.code;
      const file = id.replace(/[?#].*$/, '');
      const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'jsx';
      let program: { body: readonly Node[] } | undefined;
      try {
        program = code ? (context.parse(code, { lang }) as { body: readonly Node[] }) : undefined;
      } catch {
        // Not a script (a stylesheet, say): no barrel, and it names nothing.
      }
      programs.set(id, program);
    }
    return programs.get(id);
  };
  const resolved = new Map<string, string | undefined>();
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) resolved.set(key, (await context.resolve(source, importer))?.id);
    return resolved.get(key);
  };

  const barrels = new Map<string, Barrel>();
  for (const id of context.getModuleIds()) {
    const program = programOf(id);
    const barrel = program && barrelOf(program);
    if (!barrel) continue;
    const exports = new Map<string, { id: string; name: string }>();
    for (const [exported, target] of barrel.exports) {
      const targetId = await resolve(target.id, id);
      if (targetId) exports.set(exported, { id: targetId, name: target.name });
    }
    const stars: string[] = [];
    for (const star of barrel.stars) {
      const starId = await resolve(star, id);
      if (starId) stars.push(starId);
    }
    barrels.set(id, { exports, stars });
  }

  const uses = new Map<string, Map<string, ReadonlySet<string>>>();
  for (const barrel of barrels.keys()) {
    for (const importer of context.getModuleInfo(barrel)?.importers ?? []) {
      const program = programOf(importer);
      if (!program) continue;
      for (const [source, names] of importedNames(program)) {
        if ((await resolve(source, importer)) !== barrel) continue;
        const taken = uses.get(importer) ?? new Map<string, ReadonlySet<string>>();
        uses.set(importer, taken.set(barrel, names));
      }
    }
  }
  return { barrels, uses };
}

/** The plugin that reads the module graph, and the chunk groups that use what it read. */
export function chunkPlan(options: ChunkPlanOptions) {
  const resolve = (file: string) => path.resolve(options.root, file);
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'citewise:chunk-plan',
    apply: 'build',
    async buildEnd() {
      const named = await readNamedImports(this);
      shell = shellModules(this, { entry: resolve(options.entry), shell: resolve(options.shell), home: resolve(options.home), named });
    },
    // Two chunks that import each other run in whichever order the browser reaches them; one that
    // calls the other at load then finds it not yet run (the app stopped on a blank page).
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file] : []));
      const cycle = importCycle(chunks);
      if (cycle) this.error(`These chunks import each other: ${cycle.join(' -> ')}`);
    },
  };
  const groups = [
    { name: 'initial', tags: ['$initial' as const], priority: 2 },
    // Its modules' other imports are in the public pages' files already, which this one then imports.
    { name: 'shell', test: (id: string) => shell.has(id), priority: 1, includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
