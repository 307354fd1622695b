import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorkerPlugin } from './renderer/service-worker/vite-plugin.ts';
import { apiRoutesPlugin } from './renderer/lib/api-routes-plugin.ts';
import { chunkPlan } from './renderer/lib/chunk-plan.ts';
import { ALL_TESTS, FIRST_LOAD_TESTS, MOCKING_TESTS } from './tests/vitest-isolation.ts';

const ISOLATED_TESTS = [...MOCKING_TESTS, ...FIRST_LOAD_TESTS];

const chunks = chunkPlan({ root: fileURLToPath(new URL('./renderer', import.meta.url)), entry: 'main.tsx', shell: 'protected-app.tsx', home: 'pages/dashboard.tsx' });

// The renderer's build and dev server, and vitest's configuration for every unit and API test.
export default defineConfig({
  root: 'renderer',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), apiRoutesPlugin(), serviceWorkerPlugin(), chunks.plugin],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { experimental: { lazyBarrel: true }, output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
  test: {
    root: '.',
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core, not vitest's one fewer: most files wait on PostgreSQL, HTTP or child
    // processes, so a 2-core machine runs them about half again as fast with two.
    maxWorkers: '100%',
    projects: [
      // Test files share one module graph per worker: loading the app afresh for each file took as
      // long as the tests themselves. A file that mocks a module, or tests what one does when it
      // first loads, runs isolated.
      {
        extends: true,
        test: { name: 'shared-graph', include: ALL_TESTS, exclude: [...configDefaults.exclude, ...ISOLATED_TESTS], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED_TESTS } },
    ],
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
