// The love / not-for-me answer under a generated cover. The table keeps no address or user: the
// admin needs only what was loved (band name, genre, style), not who loved it.
import type { CoverFeedbackRequest } from '@shared/contracts/cover-feedback';
import type { AppContext } from '@server/app-context';
import { insertCoverFeedback } from './covers.repo';

export async function recordCoverFeedback(ctx: AppContext, input: CoverFeedbackRequest): Promise<void> {
  await insertCoverFeedback(ctx.db, {
    feedback: input.feedback,
    bandName: input.bandName,
    genre: input.genre || null,
    albumCoverStyle: input.albumCoverStyle || null,
    createdAt: ctx.clock.now(),
  });
}
