// Every call to a paid AI endpoint is logged with its tokens and an estimated cost in cents,
// failed calls too, so the owner's dashboard can show what the AI costs. Engines only call a
// UsageLogger; where the entries are kept (modules/ai-usage) is wired in app.ts.

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
