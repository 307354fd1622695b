import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The desktop app talks to its window over HTTP only: the preload hands over a frozen record of
// facts, and there is no IPC channel whose senders would need checking. Adding one must come with
// a sender check (the frame's URL on the app's origin), so this test stops it from slipping in.

const electronDir = path.dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(electronDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('the IPC surface', () => {
  it.each(sources)('%s opens no IPC channel', (name) => {
    // Comments may name what is not used.
    const code = readFileSync(path.join(electronDir, name), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    expect(code).not.toMatch(/\bipc(Main|Renderer)\b|\bMessageChannelMain\b|\butilityProcess\b/);
  });

  it('reads every desktop source', () => {
    expect(sources).toEqual(expect.arrayContaining(['main.ts', 'preload.ts', 'desktop-app.ts']));
  });
});
