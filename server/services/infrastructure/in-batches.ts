export const BATCH_SIZE = 1000;

/** Every row a batched reader gives, in id order, one query per batch of BATCH_SIZE. */
export async function* inBatches<T extends { id: string }>(fetch: (afterId: string | undefined) => Promise<T[]>): AsyncGenerator<T> {
  let afterId: string | undefined;
  for (;;) {
    const batch = await fetch(afterId);
    yield* batch;
    if (batch.length < BATCH_SIZE) return;
    afterId = batch.at(-1)?.id;
  }
}
