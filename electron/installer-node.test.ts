import { describe, expect, it } from 'vitest';
import { buildsInstallers } from './installer-node.mjs';

describe('buildsInstallers', () => {
  it.each([
    ['20.19.0', false],
    ['20.20.2', false],
    ['22.11.9', false],
    ['22.12.0', true],
    ['22.20.1', true],
    ['24.1.0', true],
  ])('Node %s: %s', (version, expected) => {
    expect(buildsInstallers(version)).toBe(expected);
  });
});
