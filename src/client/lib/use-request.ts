// A call to the server from a component, and whether one is under way: what useMutation gave the
// home page's generator, without the query library in the home page's first-load script.
import { useState } from 'react';

export function useRequest<A, R>(call: (arg: A) => Promise<R>): { run: (arg: A) => Promise<R>; isPending: boolean } {
  const [pending, setPending] = useState(0);
  const run = async (arg: A) => {
    setPending((n) => n + 1);
    try {
      return await call(arg);
    } finally {
      setPending((n) => n - 1);
    }
  };
  return { run, isPending: pending > 0 };
}
