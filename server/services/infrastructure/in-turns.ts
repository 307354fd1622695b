// Long work on a large input (a 5 MB import is some 50,000 rows) goes in slices, with the event loop
// free between them, so one person's file never holds up everyone else's requests.

const ITEMS_PER_TURN = 500;

/** Resolves on a later turn of the event loop, after the I/O that is waiting. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The items in order, letting the event loop turn after every `perTurn` of them. */
export async function* inTurns<T>(items: Iterable<T>, perTurn = ITEMS_PER_TURN): AsyncGenerator<T> {
  let count = 0;
  for (const item of items) {
    yield item;
    if (++count % perTurn === 0) await nextTurn();
  }
}
