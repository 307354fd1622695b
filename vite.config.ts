import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorkerPlugin } from './renderer/service-worker/vite-plugin.ts';
import { apiRoutesPlugin } from './renderer/lib/api-routes-plugin.ts';
import { chunkPlan } from './renderer/lib/chunk-plan.ts';

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
    rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:5000' },
  },
  test: {
    root: '.',
    include: ['shared/**/*.test.ts', 'server/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One worker per core, not vitest's one fewer: most files wait on PostgreSQL, HTTP or child
    // processes, so a 2-core machine runs them about half again as fast with two.
    maxWorkers: '100%',
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
