// The JSON body parser: Fastify's own (prototype-poisoning safe), plus one rule for every string a
// request carries, in its body, query string or path: PostgreSQL must be able to store it. NUL
// characters and lone surrogate halves would otherwise fail deep in a query (or in a jsonb column)
// as a 500; here they are a 400 that names the field, in the shape of every validation error.
import type { FastifyInstance } from 'fastify';
import { unstorableTextReason } from '@shared/contracts/common';
import { AppError } from '../lib/app-error';

export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // The default parser answers through this callback and returns nothing; its type also
    // allows the promise form a custom parser may use.
    void parseJson(req, text, (err, value) => {
      if (err) return done(err, undefined);
      const problem = findUnstorableText(value);
      if (problem) return done(unstorableTextError(problem, ''), undefined);
      done(null, value);
    });
  });
  // Query strings and path parameters are decoded before validation runs; the same rule holds.
  app.addHook('preValidation', (req, _reply, done) => {
    const inQuery = findUnstorableText(req.query);
    if (inQuery) return done(unstorableTextError(inQuery, 'querystring'));
    const inParams = findUnstorableText(req.params);
    done(inParams ? unstorableTextError(inParams, 'params') : undefined);
  });
}

interface Issue {
  path: string;
  message: string;
}

/** The first string (or property name) in a parsed value that PostgreSQL could not store. */
export function findUnstorableText(value: unknown): Issue | undefined {
  return walk(value, []);
}

function walk(value: unknown, path: readonly (string | number)[]): Issue | undefined {
  if (typeof value === 'string') {
    const reason = unstorableTextReason(value);
    return reason ? { path: path.join('.'), message: reason } : undefined;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = walk(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      // The key may be the broken text itself: name the object that holds it, not the key.
      const keyReason = unstorableTextReason(key);
      if (keyReason) return { path: path.join('.'), message: keyReason.replace(/^text/, 'property names') };
      const found = walk((value as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

function unstorableTextError(issue: Issue, where: string): AppError {
  const field = issue.path || (where ? '' : 'body');
  const prefix = where ? `${where}${field ? ` ${field}` : ''}` : field;
  return new AppError('VALIDATION_ERROR', `${prefix}: ${issue.message}`, 400, [issue]);
}
