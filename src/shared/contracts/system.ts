// Health, errors and first-party analytics.
import { z } from 'zod';

export const errorResponseSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

const dependencyState = z.enum(['ok', 'unavailable']);

/** 200 when everything a request may need answers; 503 naming what does not (`error`). */
export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['pglite', 'postgres']),
  /** Where pictures are kept: a folder, or an S3-compatible bucket. */
  imageStore: z.enum(['folder', 's3']),
  checks: z.object({ database: dependencyState, imageStore: dependencyState }),
  /** What is unavailable, in words ("image store unavailable"), when status is error. */
  error: z.string().optional(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** The process answers. */
export const livenessResponseSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/** 200 when this instance should be sent visitors; 503 naming what is not ready (`error`). */
export const readinessResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.object({ database: dependencyState, imageStore: dependencyState, renderPool: dependencyState }),
  /** What is not ready, in words ("render pool unavailable", "shutting down"). */
  error: z.string().optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

const propertyValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const analyticsEventSchema = z.object({
  name: z.string().trim().min(1, 'name is required').max(100).regex(/^[a-z0-9_:.-]+$/i, 'name must be letters, digits, _ : . or -'),
  path: z.string().max(500).optional(),
  referrer: z.string().max(1000).optional(),
  visitorId: z.string().max(64).optional(),
  properties: z.record(z.string().max(60), propertyValue).refine((o) => Object.keys(o).length <= 20, 'at most 20 properties').optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;


