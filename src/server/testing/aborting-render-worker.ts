// A render worker that aborts its process on a cover whose band is called ABORT, as resvg does on
// the rare geometry it panics on (render-pool.ts): render-pool.test.ts shows the server survives.
import type { RenderRequest } from '@server/engines/art/art-engine';
import render from '@server/engines/art/render-worker';

export default function renderOrAbort(request: RenderRequest): ReturnType<typeof render> {
  if (request.bandName === 'ABORT') process.abort();
  return render(request);
}
