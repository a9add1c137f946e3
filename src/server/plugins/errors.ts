// One error shape for every failure: { error, code, details? }. Validation errors name the field;
// client errors keep their status; anything unexpected is a logged 500 whose text is not leaked.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

interface Issue {
  path: string;
  message: string;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues: Issue[] = err.validation.map((v) => ({
        path: fieldPath(v.instancePath, (v.params as { issue?: { path?: unknown[] } })?.issue?.path),
        message: v.message ?? 'Invalid value',
      }));
      const where = err.validationContext === 'body' ? '' : `${err.validationContext} `;
      const first = issues[0];
      const message = first ? `${where}${first.path || 'body'}: ${first.message}` : 'Invalid request';
      return reply.code(400).send({ error: message, code: 'VALIDATION_ERROR', details: issues });
    }
    if (err instanceof AppError) {
      const body: Record<string, unknown> = { error: err.message, code: err.code };
      // Limit answers also carry the text as message: the custom album art page reads that field.
      if (err.status === 429) body.message = err.message;
      if (err.details) body.details = err.details;
      return reply.code(err.status).send(body);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: clientErrorText(err), code: err.code ?? 'BAD_REQUEST' });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal Server Error', code: 'INTERNAL' });
  });
}

function fieldPath(instancePath: string, issuePath?: unknown[]): string {
  if (issuePath && issuePath.length > 0) return issuePath.map(String).join('.');
  return instancePath.replace(/^\//, '').replaceAll('/', '.');
}

function clientErrorText(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON with Content-Type: application/json';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty: send a JSON object';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return err.message.replace(/^FST_\w+:\s*/, '');
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
