import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppModule } from '@server/app-context';
import { loadImage, moveLegacyImages, type ImageFormat } from './media.service';

/** A private picture may be kept by its owner's browser for a day; Vary: Cookie keeps a shared
 * computer's next user (another session cookie) from being shown it out of the cache. */
const PRIVATE_CACHE = 'private, max-age=86400';
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

export const mediaModule: AppModule = async (app, { ctx }) => {
  // Before the first request: pictures from before the store leave the database.
  const moved = await moveLegacyImages(ctx);
  if (moved) app.log.info({ moved }, 'media: moved pictures from the database into the image store');

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/media/:file',
    {
      schema: {
        tags: ['media'],
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.(png|webp)$/, 'file must be <id>.webp or <id>.png') }),
      },
    },
    async (req, reply) => {
      const [id = '', format] = req.params.file.split('.') as [string, ImageFormat];
      const image = await loadImage(ctx, id, format, req.userId);
      if (image.private) reply.header('Cache-Control', PRIVATE_CACHE).header('Vary', 'Cookie');
      else reply.header('Cache-Control', PUBLIC_CACHE);
      return reply.type(image.contentType).header('Cross-Origin-Resource-Policy', 'same-origin').send(image.bytes);
    },
  );
};
