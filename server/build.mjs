// Bundles the server (dist/server) and the desktop main process and preload (dist/electron) with
// esbuild. Dependencies stay external: they are installed beside the bundle.
import { build } from 'esbuild';

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

await Promise.all([
  build({ ...common, entryPoints: ['server/main.ts'], outfile: 'dist/server/main.js', format: 'esm' }),
  build({ ...common, entryPoints: ['server/cli/create-admin.ts'], outfile: 'dist/server/create-admin.js', format: 'esm' }),
  build({ ...common, entryPoints: ['server/cli/rotate-settings-key.ts'], outfile: 'dist/server/rotate-settings-key.js', format: 'esm' }),
  // Listing pages are parsed in a worker beside the code that reads them: the server's and the desktop app's.
  build({ ...common, entryPoints: ['server/citations/sources/page-data-worker.ts'], outfile: 'dist/server/page-data-worker.js', format: 'esm' }),
  build({ ...common, entryPoints: ['server/citations/sources/page-data-worker.ts'], outfile: 'dist/electron/page-data-worker.js', format: 'esm' }),
  build({ ...common, entryPoints: ['electron/main.ts'], outfile: 'dist/electron/main.js', format: 'esm' }),
  // Sandboxed preloads must be CommonJS.
  build({ ...common, entryPoints: ['electron/preload.ts'], outfile: 'dist/electron/preload.cjs', format: 'cjs' }),
]);
