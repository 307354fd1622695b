// Runs in Node at build time, last, once nothing else writes to the built renderer: compresses its
// text files for the server (server/http/precompressed-static.ts). The service worker's file list
// was made before, so it never lists the copies.
//   tsx renderer/prerender/write-precompressed-files.ts dist/renderer
import { precompressFiles } from './precompress-files';

const rendererDir = process.argv[2];
if (!rendererDir) throw new Error('Usage: tsx write-precompressed-files.ts <built renderer folder>');

const written = await precompressFiles(rendererDir);
const total = (pick: (file: (typeof written)[number]) => number | undefined) =>
  written.reduce((sum, file) => sum + (pick(file) ?? file.bytes), 0) / 1024;
console.log(
  `precompressed ${written.length} files, ${total((file) => file.bytes).toFixed(0)} KiB: ` +
    `${total((file) => file.copies.br).toFixed(0)} KiB brotli, ${total((file) => file.copies.gzip).toFixed(0)} KiB gzip`,
);
