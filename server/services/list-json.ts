import type { Repositories } from '../db/repositories';

/**
 * Writes every missing JSON the list pages keep on write (businesses', citation issues', listings'): after an upgrade,
 * or a write a trigger marked. A batch at a time in id order, with requests let in between, once through
 * each table: a short batch ends it. Answers how many it wrote.
 */
export async function writeMissingListJson(repositories: Pick<Repositories, 'businesses' | 'citationIssues' | 'listings'>, batch = 200): Promise<number> {
  let written = 0;
  for (const table of [repositories.businesses, repositories.citationIssues, repositories.listings]) {
    for (let after: string | undefined; ; ) {
      const { written: count, last } = await table.writeMissingJson(batch, after);
      written += count;
      await new Promise((resolve) => setImmediate(resolve));
      if (count < batch || last === null) break;
      after = last;
    }
  }
  return written;
}
