/**
 * The Node options the server runs with: `npm start` and the README's hosted command pass them, and the
 * benchmarks start their servers with them. V8's young-generation collections stop the server while
 * they copy what is still alive, and requests arriving meanwhile queue. At 32 MB semi-spaces each
 * collection paused for about 6 ms instead of 3.4 (PostgreSQL, 3,300 list requests a second), and the
 * business page's paced p99 was 43 and 47 ms against 22, 33, 44 and 62 (medians of three rounds, one
 * run each), for the same requests a second within the machine's noise. Set here rather than left to
 * V8's heap-size heuristic, so the choice holds whatever the Node version.
 */
export const SERVER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16'];
