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

/** US dollars per million tokens (input, output), from OpenAI's price list; a model not listed is
 * priced like gpt-4.1-mini (the default OPENAI_TEXT_MODEL). Add a row when configuring another. */
const TEXT_PRICES: Record<string, [number, number]> = {
  'gpt-4.1-mini': [0.4, 1.6],
  'gpt-4.1-nano': [0.1, 0.4],
  'gpt-4.1': [2, 8],
  'gpt-4o-mini': [0.15, 0.6],
  'gpt-4o': [2.5, 10],
  'gpt-5-mini': [0.25, 2],
  'gpt-5-nano': [0.05, 0.4],
  'gpt-5': [1.25, 10],
};
const FALLBACK_PRICE: [number, number] = [0.4, 1.6];
/** US cents per generated image. */
export const IMAGE_PRICE_CENTS: Record<string, number> = { 'gpt-image-1': 4.2, 'dall-e-3': 4, 'dall-e-2': 2 };

export function textCostCents(model: string, promptTokens: number, completionTokens: number): number {
  const [input, output] = TEXT_PRICES[model] ?? FALLBACK_PRICE;
  return ((promptTokens * input + completionTokens * output) / 1_000_000) * 100;
}
