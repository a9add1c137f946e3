// The AI text engine: any OpenAI-compatible chat completions endpoint through the official SDK.
// Answers are JSON validated with zod; names that break the request's options or are a real
// band's (a model readily offers names it has read) are dropped;
// every call is logged with tokens and cost. The time limit covers the whole call, the answer's
// body included, and every string of the answer is cleaned like any engine text before it is
// validated. On a timeout, an error or an invalid answer the local engine serves the request, and
// its descriptions say so.
import OpenAI from 'openai';
import { z } from 'zod';
import { withDeadline } from '../deadline';
import { cleanEngineLine, cleanEngineValue } from '../engine-text';
import { genreLabel } from '@shared/catalog/genres';
import type { UsageLogger } from '../usage-log';
import type { ConceptRequest, EngineCallContext, NameIdea, NameRequest, TextEngine } from './text-engine';
import { bioPrompt, conceptPrompt, emailPrompt, lyricsPrompt, mixPrompt, namePrompt, shortBioPrompt, taglinesPrompt } from './openai-prompts';
import { SHORT_BIO_WORDS } from './local/bio/shorten-bio';
import { countWords } from './local/bio/text-tools';
import { BIO_LENGTHS } from '@shared/catalog/bio-options';
import { EMAIL_FALLBACK_SUBJECT } from '@shared/catalog/email-options';
import { TAGLINE_MAX_WORDS } from '@shared/contracts/writing';
import { shippedBandList } from './local/band-list';
import { nameIsAcceptable } from './local/name-checks';
import { planRequest } from './local/request-plan';

export interface OpenAiTextEngineOptions {
  apiKey: string;
  baseUrl?: string;
  model: string;
  timeoutMs: number;
  local: TextEngine;
  logUsage: UsageLogger;
}

// Names are one line: line breaks and runs of spaces inside them become single spaces. A name that
// cleaning leaves empty is dropped below with the names that break the request's options.
const oneLine = z.string().transform(cleanEngineLine);
const namesAnswer = z.object({
  names: z.array(z.object({ name: oneLine.pipe(z.string().max(60)), description: z.string().trim().min(1).max(600) })).min(1),
});
const conceptsAnswer = z.object({ concepts: z.array(z.string().trim().min(10).max(600)).min(3) });
const mixAnswer = z.object({ mixedName: oneLine.pipe(z.string().min(1).max(60)) });
const bioAnswer = z.object({ bio: z.string().trim().min(100).max(20_000) });
const taglinesAnswer = z.object({ taglines: z.array(oneLine.pipe(z.string().max(200))).min(1) });
const lyricsAnswer = z.object({
  interpretation: z.string().trim().min(20).max(4000),
  imagery: z.array(z.object({ subject: z.string().trim().min(1).max(120), quote: z.string().trim().max(600) })).max(12),
  colours: z.array(z.object({ name: z.string().trim().min(1).max(60), hex: z.string().trim().regex(/^#[0-9a-f]{6}$/i), quote: z.string().trim().max(600).nullable() })).max(8),
  setting: z.string().trim().max(400),
  mood: z.string().trim().min(1).max(200),
  themes: z.array(z.object({ theme: z.string().trim().min(1).max(120), quote: z.string().trim().max(600) })).max(6).default([]),
  prompt: z.string().trim().min(10).max(2000),
});
const shortBioAnswer = z.object({ bio: z.string().trim().min(1).max(20_000) });
const emailAnswer = z.object({ email: z.string().trim().min(40).max(20_000).transform(withSubjectLine) });

/** Appended to a local result that stands in for a failed AI call (the spec's labelling rule). */
export const FALLBACK_NOTE = '(Made by the local generator: the AI service was unavailable.)';
/** The note of a bio the local writer made because the AI call failed. */
export const BIO_FALLBACK_NOTE = 'The AI writer was unavailable, so the local writer made this bio.';

export function createOpenAiTextEngine(options: OpenAiTextEngineOptions): TextEngine {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseUrl, timeout: options.timeoutMs, maxRetries: 0 });
  const { local, logUsage, model } = options;

  async function ask<T>(schema: z.ZodType<T>, system: string, user: string, ctx: EngineCallContext): Promise<T> {
    let promptTokens = 0;
    let completionTokens = 0;
    try {
      const completion = await withDeadline(options.timeoutMs, (signal) =>
        client.chat.completions.create(
          {
            model,
            temperature: 0.9,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: system },
              { role: 'user', content: user },
            ],
          },
          { signal },
        ),
      );
      promptTokens = completion.usage?.prompt_tokens ?? 0;
      completionTokens = completion.usage?.completion_tokens ?? 0;
      const content = completion.choices[0]?.message?.content ?? '';
      const parsed = schema.safeParse(cleanEngineValue(parseJson(content)));
      if (!parsed.success) throw new Error(`invalid answer: ${parsed.error.issues[0]?.message ?? 'shape'}`);
      await logUsage({ apiType: 'text', endpoint: ctx.endpoint, model, promptTokens, completionTokens, ipAddress: ctx.ipAddress, userId: ctx.userId, isSuccess: true });
      return parsed.data;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await logUsage({ apiType: 'text', endpoint: ctx.endpoint, model, promptTokens, completionTokens, ipAddress: ctx.ipAddress, userId: ctx.userId, isSuccess: false, errorMessage: message });
      throw err;
    }
  }

  return {
    kind: 'openai',
    async names(request: NameRequest, ctx: EngineCallContext): Promise<NameIdea[]> {
      try {
        const answer = await ask(namesAnswer, namePrompt.system, namePrompt.user(request), ctx);
        const plan = planRequest(request);
        const seen = new Set<string>();
        const ideas: NameIdea[] = [];
        for (const n of answer.names) {
          const key = n.name.toLowerCase();
          if (seen.has(key) || request.avoid?.has(key) || !nameIsAcceptable(n.name, plan)) continue;
          // A model has read of real bands and offers their names as new: checked as the local engine's are.
          if (shippedBandList().collides(n.name)) continue;
          seen.add(key);
          ideas.push({ name: n.name, description: n.description, isAIGenerated: true });
        }
        if (ideas.length === 0) throw new Error('no usable names in the answer');
        if (ideas.length < request.count) {
          const more = await local.names({ ...request, count: request.count - ideas.length, avoid: new Set([...(request.avoid ?? []), ...seen]) }, ctx);
          ideas.push(...more);
        }
        return ideas.slice(0, request.count);
      } catch {
        const fallback = await local.names(request, ctx);
        return fallback.map((idea) => ({ ...idea, isAIGenerated: false, description: `${idea.description} ${FALLBACK_NOTE}` }));
      }
    },

    async mix(words, genre, ctx) {
      try {
        const { mixedName } = await ask(mixAnswer, mixPrompt.system, mixPrompt.user(words, genreLabel(genre)), ctx);
        // A real band's name is no mix of the visitor's own: the local mixer makes one instead.
        return shippedBandList().collides(mixedName) ? await local.mix(words, genre, ctx) : mixedName;
      } catch {
        return local.mix(words, genre, ctx);
      }
    },

    async bio(request, ctx) {
      const words = BIO_LENGTHS.find((l) => l.value === request.length) ?? { min: 300, max: 500 };
      try {
        const answer = await ask(bioAnswer, bioPrompt.system, bioPrompt.user(request, words), ctx);
        return { bio: answer.bio, note: null, isAIGenerated: true };
      } catch {
        const local = await options.local.bio(request, ctx);
        return { ...local, note: [BIO_FALLBACK_NOTE, local.note].filter(Boolean).join(' '), isAIGenerated: false };
      }
    },

    async taglines(request, ctx) {
      try {
        const answer = await ask(taglinesAnswer, taglinesPrompt.system, taglinesPrompt.user(request), ctx);
        const seen = new Set(request.exclude.map((t) => t.toLowerCase()));
        const taglines: string[] = [];
        for (const line of answer.taglines) {
          const tagline = line.replace(/^["'\u201c]+|["'\u201d]+$/g, '').trim();
          if (!tagline || seen.has(tagline.toLowerCase()) || tagline.split(/\s+/).length > TAGLINE_MAX_WORDS) continue;
          seen.add(tagline.toLowerCase());
          taglines.push(tagline);
        }
        if (taglines.length === 0) throw new Error('no usable taglines in the answer');
        if (taglines.length < request.count) {
          const more = await local.taglines({ ...request, count: request.count - taglines.length, exclude: [...seen] }, ctx);
          taglines.push(...more.taglines);
        }
        return { taglines: taglines.slice(0, request.count), isAIGenerated: true };
      } catch {
        return local.taglines(request, ctx);
      }
    },

    async email(request, ctx) {
      try {
        const answer = await ask(emailAnswer, emailPrompt.system, emailPrompt.user(request), ctx);
        return { email: answer.email, isAIGenerated: true };
      } catch {
        return local.email(request, ctx);
      }
    },

    async interpretLyrics(request, ctx) {
      try {
        const answer = await ask(lyricsAnswer, lyricsPrompt.system, lyricsPrompt.user(request), ctx);
        // A quote is only kept if it is really in the lyrics: the reader must be able to find it.
        const inLyrics = (quote: string) => quote.length > 0 && request.lyrics.includes(quote);
        const { interpretation, imagery, colours, setting, mood, themes, prompt } = answer;
        return {
          interpretation,
          analysis: {
            imagery: imagery.filter((i) => inLyrics(i.quote)),
            colours: colours.map((c) => ({ ...c, hex: c.hex.toLowerCase(), quote: c.quote && inLyrics(c.quote) ? c.quote : null })),
            setting,
            mood,
            themes: themes.filter((t) => inLyrics(t.quote)),
            prompt,
          },
          isAIGenerated: true,
        };
      } catch {
        const fallback = await local.interpretLyrics(request, ctx);
        return { ...fallback, interpretation: `${fallback.interpretation} ${FALLBACK_NOTE}`, isAIGenerated: false };
      }
    },

    async shortenBio(request, ctx) {
      const source = countWords(request.bio);
      // A bio already within the Short length has nothing to condense: no call, no cost.
      if (source <= SHORT_BIO_WORDS.max) return local.shortenBio(request, ctx);
      try {
        const answer = await ask(shortBioAnswer, shortBioPrompt.system, shortBioPrompt.user(request, SHORT_BIO_WORDS), ctx);
        const words = countWords(answer.bio);
        // Too long, or so short it dropped most of the story: the extractive one is better.
        if (words > SHORT_BIO_WORDS.max || words > source || words < SHORT_BIO_WORDS.min * 0.8) throw new Error(`short bio of ${words} words`);
        return { bio: answer.bio, isAIGenerated: true };
      } catch {
        return local.shortenBio(request, ctx);
      }
    },

    async concepts(request: ConceptRequest, ctx) {
      try {
        const answer = await ask(conceptsAnswer, conceptPrompt.system, conceptPrompt.user(request), ctx);
        return { concepts: answer.concepts.slice(0, request.count ?? 3), isAIGenerated: true };
      } catch {
        return local.concepts(request, ctx);
      }
    },
  };
}

/** The e-mail's first line is its subject line; an answer that forgot it gets the spec's fallback subject. */
function withSubjectLine(email: string): string {
  return /^subject:/i.test(email) ? email.replace(/^subject:\s*/i, 'Subject: ') : `Subject: ${EMAIL_FALLBACK_SUBJECT}\n\n${email}`;
}

/** Models sometimes wrap JSON in a code fence despite the JSON mode. */
function parseJson(content: string): unknown {
  const trimmed = content.trim().replace(/^```(?:json)?\s*/i, '').replace(/```$/, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}
