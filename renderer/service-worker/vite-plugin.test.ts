import { describe, expect, it } from 'vitest';
import { precacheManifest } from './vite-plugin';

const BUILD = new Map<string, string | Uint8Array>([
  ['index.html', '<script src="/assets/index-abc.js"></script>'],
  ['assets/index-abc.js', 'console.log(1)'],
  ['assets/index-abc.js.map', '{}'],
  ['icons/icon-192.png', new Uint8Array([137, 80, 78, 71])],
  ['manifest.webmanifest', '{"name":"Citewise"}'],
  ['sw.js', 'self.addEventListener("fetch", () => {})'],
]);

describe('precacheManifest', () => {
  it('lists every file a browser loads, sorted, without source maps or the worker itself', () => {
    expect(precacheManifest(BUILD).urls).toEqual(['/assets/index-abc.js', '/icons/icon-192.png', '/index.html', '/manifest.webmanifest']);
  });

  it('gives the same build the same version, and a change to any file a new one', () => {
    const { version } = precacheManifest(BUILD);
    expect(precacheManifest(new Map(BUILD)).version).toBe(version);
    expect(precacheManifest(new Map(BUILD).set('manifest.webmanifest', '{"name":"Other"}')).version).not.toBe(version);
    expect(precacheManifest(new Map(BUILD).set('icons/icon-192.png', new Uint8Array([1]))).version).not.toBe(version);
  });

  it('does not change the version for a source map alone', () => {
    expect(precacheManifest(new Map(BUILD).set('assets/index-abc.js.map', '{"v":2}')).version).toBe(precacheManifest(BUILD).version);
  });
});
