// The text engine interface: one shape, a local generator and an OpenAI-compatible one behind it.
import type { NameOptions } from '@shared/contracts/names';
import type { InterpretLyricsRequest, LyricsAnalysis } from '@shared/contracts/studio';
import type { BioRequest, EmailRequest } from '@shared/contracts/writing';

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

export interface WrittenBio {
  bio: string;
  /** Why the bio is shorter than the chosen length, or that the AI was unavailable; else null. */
  note: string | null;
  isAIGenerated: boolean;
}

export interface TaglineRequest {
  config: BioRequest;
  bio: string;
  /** Taglines already shown, not to be repeated. */
  exclude: readonly string[];
  count: number;
}

export interface LyricsInterpretation {
  /** A few sentences for the reader, quoting the lines each choice comes from. */
  interpretation: string;
  analysis: LyricsAnalysis;
  isAIGenerated: boolean;
}

/** A long bio to condense into the Short length (150-250 words), with the facts it must keep. */
export interface ShortBioRequest {
  bio: string;
  bandName?: string;
  genre?: string;
  location?: string;
}

export interface TextEngine {
  readonly kind: 'local' | 'openai';
  names(request: NameRequest, ctx: EngineCallContext): Promise<NameIdea[]>;
  mix(words: readonly string[], genre: string, ctx: EngineCallContext): Promise<string>;
  concepts(request: ConceptRequest, ctx: EngineCallContext): Promise<{ concepts: string[]; isAIGenerated: boolean }>;
  bio(request: BioRequest, ctx: EngineCallContext): Promise<WrittenBio>;
  taglines(request: TaglineRequest, ctx: EngineCallContext): Promise<{ taglines: string[]; isAIGenerated: boolean }>;
  /** A new e-mail, or with request.isRefinement the original changed as asked. First line 'Subject: ...'. */
  email(request: EmailRequest, ctx: EngineCallContext): Promise<{ email: string; isAIGenerated: boolean }>;
  /** The visual reading of a song: imagery, colours, setting and mood with their lines, and a prompt to draw. */
  interpretLyrics(request: InterpretLyricsRequest, ctx: EngineCallContext): Promise<LyricsInterpretation>;
  /** The Short bio (150-250 words when the source allows) made from a longer one: only its facts, never longer than it. */
  shortenBio(request: ShortBioRequest, ctx: EngineCallContext): Promise<{ bio: string; isAIGenerated: boolean }>;
}
