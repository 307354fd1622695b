import { defineConfig, type PluginOption } from 'vite';
import renderer from './vite.config.ts';
import { SERVICE_WORKER_PLUGIN } from './renderer/service-worker/vite-plugin.ts';

// The Node build of the prerender step (renderer/prerender/write-prerendered-pages.ts): the
// renderer's own plugins, so its modules build as they do for the browser, except the service
// worker's, which belongs to the browser build. Run after that build, which it reads.

function withoutServiceWorker(options: readonly PluginOption[]): PluginOption[] {
  return options.map((option) => {
    if (Array.isArray(option)) return withoutServiceWorker(option);
    return option && 'name' in option && option.name === SERVICE_WORKER_PLUGIN ? false : option;
  });
}

export default defineConfig({
  root: renderer.root,
  publicDir: false,
  plugins: withoutServiceWorker(renderer.plugins ?? []),
  build: {
    ssr: 'prerender/write-prerendered-pages.ts',
    outDir: '../dist/prerender',
    emptyOutDir: true,
    target: 'node20',
  },
});
