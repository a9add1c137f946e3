// One error shape for every failure: { error, code, details? }. Validation errors name the field;
// client errors keep their status; anything unexpected is a logged 500 whose text is not leaked.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
      // A daily limit answer says when the limit resets (modules/quota's QuotaExceededError).
      if ('resetsAt' in err && typeof err.resetsAt === 'string') body.resetsAt = err.resetsAt;
      if (err.details) body.details = err.details;
      if (err.retryAfterSeconds !== undefined) reply.header('Retry-After', String(err.retryAfterSeconds));
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

/**
 * Errors Fastify meets before a route is chosen get the same shape. A path whose percent-encoding
 * does not decode to text (%ED%A0%80 is a lone surrogate half, %FF no UTF-8 at all) is the
 * visitor's mistake: a 400 that says so; a path parameter past the router's length limit is a 414.
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  switch (err.code) {
    case 'FST_ERR_BAD_URL':
      reply.code(400).send({ error: 'The address is not valid: a percent-encoded part of it is not UTF-8 text', code: 'BAD_URL' });
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      reply.code(414).send({ error: 'The address is too long', code: 'URI_TOO_LONG' });
      return;
    default:
      req.log.error({ err }, 'unhandled error');
      reply.code(500).send({ error: 'Internal Server Error', code: 'INTERNAL' });
  }
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
    // The JSON parser refuses prototype-poisoning keys with the same error as broken JSON.
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON, or has a key that is not allowed (__proto__, constructor.prototype)';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    default:
      return err.message.replace(/^FST_\w+:\s*/, '');
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}
