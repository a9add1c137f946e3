// Runs many small units of work as few large ones: items submitted while earlier batches are in
// flight queue up and go together in the next batch, so under load one database statement serves
// many requests. A batch leaves on the event loop's next check phase (setImmediate), after the
// requests that arrived in the same I/O poll have queued their items: PGlite runs a statement
// synchronously on this thread, so nothing would ever queue behind it otherwise. With no load an
// item goes alone, a few microseconds later.
//
// Items carry a key (a network address, say). No two items with the same key go in one batch,
// nor in two batches in flight at once: a batch statement can then upsert each key's row once,
// and one key's items run in the order they came.
//
// When a batch fails, each of its items is retried alone, so one item that the database refuses
// fails only its own request.

export interface KeyedBatcherOptions<In, Out> {
  /** Batches in flight at once (1 for an embedded database that runs one statement at a time). */
  concurrency: number;
  /** The most items in one batch. */
  maxBatch: number;
  keyOf(item: In): string;
  /** Runs a batch; returns one result per item, in the same order. */
  run(items: In[]): Promise<Out[]>;
}

interface Pending<In, Out> {
  item: In;
  key: string;
  resolve(value: Out): void;
  reject(reason: unknown): void;
}

export interface KeyedBatcher<In, Out> {
  submit(item: In): Promise<Out>;
}

export function createKeyedBatcher<In, Out>(options: KeyedBatcherOptions<In, Out>): KeyedBatcher<In, Out> {
  const queue: Pending<In, Out>[] = [];
  const busyKeys = new Set<string>();
  let inFlight = 0;
  let scheduled = false;

  const takeBatch = (): Pending<In, Out>[] => {
    const batch: Pending<In, Out>[] = [];
    const keys = new Set<string>();
    let kept = 0;
    // Writes go only to slots already read (kept never passes the read position).
    for (const p of queue) {
      if (batch.length < options.maxBatch && !busyKeys.has(p.key) && !keys.has(p.key)) {
        keys.add(p.key);
        batch.push(p);
      } else {
        queue[kept++] = p;
      }
    }
    queue.length = kept;
    for (const key of keys) busyKeys.add(key);
    return batch;
  };

  const settle = async (batch: Pending<In, Out>[]): Promise<void> => {
    try {
      const results = await options.run(batch.map((p) => p.item));
      // run returns one result per item, in order (its contract), so results[i] is p's.
      batch.forEach((p, i) => p.resolve(results[i] as Out));
    } catch (error) {
      const [only] = batch;
      if (only && batch.length === 1) only.reject(error);
      else await Promise.all(batch.map((p) => settle([p])));
    }
  };

  const schedulePump = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      pump();
    });
  };

  const pump = (): void => {
    while (inFlight < options.concurrency && queue.length > 0) {
      const batch = takeBatch();
      if (batch.length === 0) return; // every queued key is busy: a finishing batch pumps again
      inFlight++;
      void settle(batch).finally(() => {
        inFlight--;
        for (const p of batch) busyKeys.delete(p.key);
        schedulePump();
      });
    }
  };

  return {
    submit: (item) =>
      new Promise<Out>((resolve, reject) => {
        queue.push({ item, key: options.keyOf(item), resolve, reject });
        schedulePump();
      }),
  };
}
