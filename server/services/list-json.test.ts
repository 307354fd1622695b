import { describe, expect, it } from 'vitest';
import type { Repositories } from '../db/repositories';
import { writeMissingListJson } from './list-json';

describe('writeMissingListJson', () => {
  const tables = (issues: number[], listings: number[], businesses: number[] = []) => {
    const asked: string[] = [];
    const table = (name: string, batches: number[]) => ({
      writeMissingJson: (limit: number, after?: string) => {
        asked.push(`${name} ${limit} after ${after ?? 'none'}`);
        const written = batches.shift() ?? 0;
        return Promise.resolve({ written, last: written > 0 ? `${name}-${asked.length}` : null });
      },
    });
    const repositories = {
      businesses: table('businesses', businesses),
      citationIssues: table('issues', issues),
      listings: table('listings', listings),
    } as unknown as Repositories;
    return { repositories, asked };
  };

  it("walks each table on from the last row written until a batch comes back short, and answers how many it wrote", async () => {
    const { repositories, asked } = tables([3, 3, 1, 3], [3, 0], [2]);
    expect(await writeMissingListJson(repositories, 3)).toBe(12);
    expect(asked).toEqual(['businesses 3 after none', 'issues 3 after none', 'issues 3 after issues-2', 'issues 3 after issues-3', 'listings 3 after none', 'listings 3 after listings-5']);
  });

  it('asks each table once when none are missing', async () => {
    const { repositories, asked } = tables([], []);
    expect(await writeMissingListJson(repositories)).toBe(0);
    expect(asked).toEqual(['businesses 200 after none', 'issues 200 after none', 'listings 200 after none']);
  });
});
