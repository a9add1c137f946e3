import type { EmailRequest } from '@shared/contracts/writing';
import type { Rng } from '@server/lib/random';
export function refineText(request: EmailRequest, _rng: Rng): string {
  return request.originalEmail;
}
