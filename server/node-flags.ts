/**
 * The Node options the server runs with: `npm start` and the README's hosted command pass them, and the
 * benchmarks start their servers with them. A request's objects (rows, texts, its answer) live for a few
 * milliseconds; V8's young generation, at its default 16 MB semi-spaces, filled every 40 ms or so under
 * load and promoted what was still in flight, to be collected again with the old generation. At 32 MB
 * the uncached list pages served 6% more requests a second (bench/api-load.ts); the bare route, none.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=32'];
