import type { WrittenPage } from '../db/repositories';
import { WrittenJson } from '../http/routing/handlers';

/**
 * A list's answer around a page the database wrote: `{"<items>": [...], "nextCursor": ..., "total": n}`,
 * the key order of the list schemas, so the text is what stringifying the parsed answer would give.
 */
export function writtenPageJson(itemsKey: string, page: WrittenPage): WrittenJson {
  return new WrittenJson(`{${JSON.stringify(itemsKey)}:${page.items},"nextCursor":${JSON.stringify(page.nextCursor)},"total":${JSON.stringify(page.total)}}`);
}
