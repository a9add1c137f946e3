// Keeps what the engines report about paid AI calls in api_usage_logs (engines/usage-log.ts says
// what an entry holds); the owner's dashboard reads the costs from there.
import type { Db } from '@server/db/client';
import { apiUsageLogs } from '@server/db/schema/index';
import { textCostCents, type UsageLogger } from '@server/engines/usage-log';

export function createUsageLogger(db: Db, now: () => Date): UsageLogger {
  return async (e) => {
    const prompt = e.promptTokens ?? 0;
    const completion = e.completionTokens ?? 0;
    await db.insert(apiUsageLogs).values({
      apiType: e.apiType,
      endpoint: e.endpoint.slice(0, 200),
      model: e.model.slice(0, 100),
      promptTokens: prompt,
      completionTokens: completion,
      totalTokens: prompt + completion,
      estimatedCost: e.estimatedCost ?? textCostCents(e.model, prompt, completion),
      ipAddress: e.ipAddress ?? null,
      userId: e.userId ?? null,
      isSuccess: e.isSuccess,
      errorMessage: e.errorMessage?.slice(0, 1000) ?? null,
      createdAt: now(),
    });
  };
}
