// The compressed copies the build writes beside the renderer's text files (renderer/prerender) and
// the server sends in their place to a browser that accepts the coding.

/** The codings the build writes, in the server's order of preference: brotli is the smaller. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** The copy's file name is the file's plus this. */
export const PRECOMPRESSED_SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

/** Whether a file name is one of the copies rather than a file of the build's own; in any case, as some disks ignore it. */
export function isPrecompressedCopy(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return CONTENT_CODINGS.some((coding) => lower.endsWith(PRECOMPRESSED_SUFFIX[coding]));
}
