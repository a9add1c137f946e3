// PLACEHOLDER until the local bio writer lands: the signature the engine and routes rely on.
import type { BioRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';

export interface LocalBio {
  bio: string;
  /** Set when the form was too sparse for the chosen length: names the fields that would allow more. */
  note: string | null;
}

export function writeBio(request: BioRequest, _rng: Rng): LocalBio {
  return { bio: `${request.bandName} is a ${request.genre} band.`, note: null };
}
