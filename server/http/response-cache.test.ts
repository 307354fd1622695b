import { describe, expect, it } from 'vitest';
import { createResponseCache, jsonAnswer, type CachedAnswer } from './response-cache';

const answerOf = (text: string): CachedAnswer => jsonAnswer(200, { text });

/** A render that counts its calls. */
function counted(answer: CachedAnswer) {
  const render = async () => {
    render.calls += 1;
    return answer;
  };
  render.calls = 0;
  return render;
}

describe('response cache', () => {
  it('renders a key once and answers the same bytes after', async () => {
    const cache = createResponseCache(10_000);
    const render = counted(answerOf('first'));
    const first = await cache.answer('k', render);
    const again = await cache.answer('k', render);
    expect(render.calls).toBe(1);
    expect(again).toBe(first);
    expect(JSON.parse(again.body.toString())).toEqual({ text: 'first' });
  });

  it('lets callers of a key being rendered wait for that rendering', async () => {
    const cache = createResponseCache(10_000);
    let finish!: (answer: CachedAnswer) => void;
    let calls = 0;
    const render = () => {
      calls += 1;
      return new Promise<CachedAnswer>((resolve) => (finish = resolve));
    };
    const waiting = [cache.answer('k', render), cache.answer('k', render), cache.answer('k', render)];
    finish(answerOf('shared'));
    const answers = await Promise.all(waiting);
    expect(calls).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps no failed rendering: the next caller renders again', async () => {
    const cache = createResponseCache(10_000);
    await expect(cache.answer('k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    const render = counted(answerOf('second try'));
    await cache.answer('k', render);
    expect(render.calls).toBe(1);
    expect(cache.size).toBeGreaterThan(0);
  });

  it('drops the least recently used answers past its budget', async () => {
    const answer = answerOf('x'.repeat(400));
    const budget = 4 * (answer.body.length + 2 + 200);
    const cache = createResponseCache(budget);
    const renders = Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((key) => [key, counted(answer)]));
    for (const key of ['a', 'b', 'c', 'd']) await cache.answer(key, renders[key]!);
    await cache.answer('a', renders.a!); // a is now the most recently used
    await cache.answer('e', renders.e!); // so b goes
    for (const key of ['a', 'c', 'd', 'e']) await cache.answer(key, renders[key]!);
    expect(['a', 'c', 'd', 'e'].map((key) => renders[key]!.calls)).toEqual([1, 1, 1, 1]);
    await cache.answer('b', renders.b!);
    expect(renders.b!.calls).toBe(2);
    expect(cache.size).toBeLessThanOrEqual(budget);
  });

  it('does not keep an answer larger than a quarter of its budget', async () => {
    const cache = createResponseCache(1000);
    const render = counted(answerOf('y'.repeat(300)));
    await cache.answer('big', render);
    await cache.answer('big', render);
    expect(render.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('renders again once an answer passes the time it holds until', async () => {
    let now = 1_000;
    const cache = createResponseCache(10_000, () => new Date(now));
    const render = counted(jsonAnswer(200, { figures: 1 }, new Date(2_000)));
    await cache.answer('k', render);
    now = 1_999;
    await cache.answer('k', render);
    expect(render.calls).toBe(1);
    now = 2_000;
    await cache.answer('k', render);
    expect(render.calls).toBe(2);
  });

  it('tags answers by their bytes', () => {
    expect(jsonAnswer(200, { a: 1 }).etag).toBe(jsonAnswer(200, { a: 1 }).etag);
    expect(jsonAnswer(200, { a: 1 }).etag).not.toBe(jsonAnswer(200, { a: 2 }).etag);
    expect(jsonAnswer(200, { a: 1 }).etag).toMatch(/^"[0-9a-f]+-[\w-]+"$/);
  });
});
