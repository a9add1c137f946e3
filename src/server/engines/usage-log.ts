// Every call to a paid AI endpoint is logged with its tokens and an estimated cost in cents,
// failed calls too, so the owner's dashboard can show what the AI costs.
import type { Db } from '../db/client';
import { apiUsageLogs } from '../db/schema/index';

export interface UsageEntry {
  apiType: 'text' | 'image';
  endpoint: string;
  model: string;
  promptTokens?: number;
  completionTokens?: number;
  /** Cents; computed from tokens when absent. */
  estimatedCost?: number;
  ipAddress?: string;
  userId?: number | null;
  isSuccess: boolean;
  errorMessage?: string;
}

export type UsageLogger = (entry: UsageEntry) => Promise<void>;

/** US dollars per million tokens (input, output); unknown models are priced like the default. */
const TEXT_PRICES: Record<string, [number, number]> = {
  'gpt-4o-mini': [0.15, 0.6],
  'gpt-4o': [2.5, 10],
  'gpt-4.1-mini': [0.4, 1.6],
  'gpt-4.1': [2, 8],
};
/** US cents per generated image. */
export const IMAGE_PRICE_CENTS: Record<string, number> = { 'gpt-image-1': 4.2, 'dall-e-3': 4, 'dall-e-2': 2 };

export function textCostCents(model: string, promptTokens: number, completionTokens: number): number {
  const [input, output] = TEXT_PRICES[model] ?? TEXT_PRICES['gpt-4o-mini'];
  return ((promptTokens * input + completionTokens * output) / 1_000_000) * 100;
}

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
