// PLACEHOLDER until the local tagline writer lands: the signature the engine and routes rely on.
import type { BioRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';

export function writeTaglines(request: BioRequest, _bio: string, count: number, _exclude: readonly string[], _rng: Rng): string[] {
  return Array.from({ length: count }, (_, i) => `${request.bandName} tagline ${i + 1}`);
}
