// One time limit over a whole call to a remote engine: connecting, waiting, and reading the answer
// to its last byte. The SDK's own timeout stops once the response headers arrive, so an endpoint
// that sends headers and then trickles its body would hold a visitor's request indefinitely.

export class DeadlineError extends Error {
  constructor(readonly ms: number) {
    super(`no complete answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Runs `work` with a signal that aborts after `ms`, and settles by then whether or not the work
 * heeds the signal: the caller gets DeadlineError on time, and the aborted request is torn down.
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineError(ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  // Once the deadline has won, the work's own rejection (its abort) has no one to tell.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
