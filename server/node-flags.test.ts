import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './node-flags';

// What starts the server passes its Node options, so what the benchmarks measure is what runs.

const root = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** Each `node ... dist/server/main.js` the text holds, with the options between. */
const starts = (text: string) => [...text.matchAll(/\bnode ((?:--[\w-]+(?:=\S+)? )*)dist\/server\/main\.js/g)].map((match) => match[1]!.trim().split(' '));

describe("the server's Node options", () => {
  it('are passed by npm start', () => {
    const { scripts } = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(starts(scripts.start!)).toEqual([[...SERVER_NODE_FLAGS]]);
  });

  it("are passed by every start the README shows", () => {
    const shown = starts(read('README.md'));
    expect(shown.length).toBeGreaterThan(0);
    for (const options of shown) expect(options).toEqual([...SERVER_NODE_FLAGS]);
  });
});
