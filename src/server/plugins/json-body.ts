// The JSON body parser: Fastify's own (prototype-poisoning safe), plus a refusal of NUL
// characters, which PostgreSQL cannot store in text and would otherwise fail deep in a query.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/app-error';

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.includes('\\u0000')) {
      done(badRequest('Text must not contain NUL characters'), undefined);
      return;
    }
    parseJson(req, text, done);
  });
}
