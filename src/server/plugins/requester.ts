// Reads who made a request into the plain shape services record: routes call it, so services
// never see a Fastify request.
import type { FastifyRequest } from 'fastify';
import type { Requester } from '../app-context';

export function requester(req: FastifyRequest): Requester {
  const ua = req.headers['user-agent'];
  return {
    ipAddress: req.clientIp,
    userAgent: typeof ua === 'string' ? ua.slice(0, 1000) : null,
    userId: req.userId ?? null,
  };
}
