import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppModule } from '@server/app-context';
import { loadImage } from './media.service';

export const mediaModule: AppModule = async (app, { ctx }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/media/:file',
    { schema: { tags: ['media'], params: z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.png$/, 'file must be <id>.png') }) } },
    async (req, reply) => {
      const image = await loadImage(ctx, req.params.file.replace(/\.png$/, ''));
      return reply
        .type(image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(image.bytes);
    },
  );
};
