import { describe, expect, it } from 'vitest';
import { createKeyedBatcher } from './keyed-batcher';

interface Item {
  key: string;
  value: number;
}

/** A batcher over a fake statement that records each batch and can be told to fail. */
function recordingBatcher(options: { concurrency?: number; maxBatch?: number; failWhen?: (items: Item[]) => boolean } = {}) {
  const batches: Item[][] = [];
  const keysInFlight = new Set<string>();
  const overlaps: string[] = [];
  let running = 0;
  let mostRunning = 0;
  const batcher = createKeyedBatcher<Item, number>({
    concurrency: options.concurrency ?? 1,
    maxBatch: options.maxBatch ?? 100,
    keyOf: (item) => item.key,
    run: async (items) => {
      batches.push(items);
      running++;
      mostRunning = Math.max(mostRunning, running);
      for (const { key } of items) {
        if (keysInFlight.has(key)) overlaps.push(key);
        keysInFlight.add(key);
      }
      await new Promise((resolve) => setTimeout(resolve, 2));
      for (const { key } of items) keysInFlight.delete(key);
      running--;
      if (options.failWhen?.(items)) throw new Error(`refused ${items.map((i) => i.value).join(',')}`);
      return items.map((i) => i.value * 10);
    },
  });
  return { batcher, batches, overlaps, mostRunning: () => mostRunning };
}

describe('keyed batcher', () => {
  it('sends items that arrive together as one batch and answers each with its own result', async () => {
    const { batcher, batches } = recordingBatcher();
    const results = await Promise.all([1, 2, 3, 4].map((value) => batcher.submit({ key: `k${value}`, value })));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batches.map((b) => b.map((i) => i.value))).toEqual([[1, 2, 3, 4]]);
  });

  it('queues items that arrive while a batch is in flight into the next one', async () => {
    const { batcher, batches } = recordingBatcher();
    const first = batcher.submit({ key: 'a', value: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1));
    const later = [2, 3].map((value) => batcher.submit({ key: `k${value}`, value }));
    await Promise.all([first, ...later]);
    expect(batches.map((b) => b.map((i) => i.value))).toEqual([[1], [2, 3]]);
  });

  it('never puts one key twice in a batch, keeps each key in order, and caps the batch size', async () => {
    const { batcher, batches } = recordingBatcher({ concurrency: 3, maxBatch: 2 });
    const items = [
      { key: 'a', value: 1 },
      { key: 'a', value: 2 },
      { key: 'b', value: 3 },
      { key: 'a', value: 4 },
      { key: 'c', value: 5 },
    ];
    const results = await Promise.all(items.map((i) => batcher.submit(i)));
    expect(results).toEqual([10, 20, 30, 40, 50]);
    for (const batch of batches) {
      expect(batch.length).toBeLessThanOrEqual(2);
      expect(new Set(batch.map((i) => i.key)).size).toBe(batch.length);
    }
    const order = batches.flat().filter((i) => i.key === 'a').map((i) => i.value);
    expect(order).toEqual([1, 2, 4]);
  });

  it('never runs one key in two batches at once, and no more batches than allowed', async () => {
    const { batcher, batches, overlaps, mostRunning } = recordingBatcher({ concurrency: 2, maxBatch: 1 });
    await Promise.all(['x', 'x', 'y', 'z', 'x'].map((key, value) => batcher.submit({ key, value })));
    expect(mostRunning()).toBe(2);
    expect(batches).toHaveLength(5);
    expect(overlaps).toEqual([]);
  });

  it('retries a failed batch item by item, so only the item the statement refuses fails', async () => {
    const { batcher, batches } = recordingBatcher({ failWhen: (items) => items.some((i) => i.value === 2) });
    const outcomes = await Promise.allSettled([1, 2, 3].map((value) => batcher.submit({ key: `k${value}`, value })));
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value : (o.reason as Error).message))).toEqual([10, 'refused 2', 30]);
    expect(batches.map((b) => b.map((i) => i.value))).toEqual([[1, 2, 3], [1], [2], [3]]);
  });
});
