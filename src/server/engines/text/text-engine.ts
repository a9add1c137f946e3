// The text engine interface: one shape, a local generator and an OpenAI-compatible one behind it.
import type { NameOptions } from '@shared/contracts/names';

export interface NameRequest {
  genre: string;
  influences?: string;
  vibe?: string;
  count: number;
  options?: NameOptions;
  /** Lower-cased names this visitor already received today: not to be repeated. */
  avoid?: ReadonlySet<string>;
}

export interface NameIdea {
  name: string;
  description: string;
  /** False when the local engine produced it (also when the AI engine fell back to it). */
  isAIGenerated: boolean;
}

export interface ConceptRequest {
  bandName: string;
  genre: string;
  influences?: string;
  vibe?: string;
  /** A user's suggestion to steer a refined set of concepts. */
  suggestion?: string;
  count?: number;
}

/** Who asked: engines log AI usage against it. */
export interface EngineCallContext {
  endpoint: string;
  ipAddress?: string;
  userId?: number | null;
  seed?: number;
}

export interface TextEngine {
  readonly kind: 'local' | 'openai';
  names(request: NameRequest, ctx: EngineCallContext): Promise<NameIdea[]>;
  mix(words: readonly string[], genre: string, ctx: EngineCallContext): Promise<string>;
  concepts(request: ConceptRequest, ctx: EngineCallContext): Promise<{ concepts: string[]; isAIGenerated: boolean }>;
}
