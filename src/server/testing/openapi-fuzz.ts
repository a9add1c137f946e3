// The OpenAPI-driven fuzz, shared by its four files (openapi-fuzz-*.test.ts, one test app each,
// so the test runner's two workers share the thousands of requests): hostile values into every
// property of every POST body (nested objects, array items and record values too, the rest of the
// body valid so the value reaches the code behind validation), and into every path and query
// parameter of every GET; as a visitor, signed in as a premium user and signed in as the admin, so
// premium and admin endpoints are fuzzed past their guards. The server must answer each with a 4xx
// or a success, never a 5xx. Endpoints added later join automatically.
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './app-harness';
import { users } from '../db/schema/index';
import type { AppContext } from '../app-context';
import { createSession } from '../modules/auth/sessions.service';
import { SESSION_COOKIE } from '../plugins/auth';
import { createLocalTextEngine } from '../engines/index';
import { renderCover } from '../engines/art/local/render';
import type { CoverSize } from '@shared/catalog/art-styles';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>> };

/**
 * The values every property gets, as a visitor and as a premium user: each once found a 5xx
 * somewhere. Names Object.prototype answers to (a plain object used as a lookup table finds
 * them), text PostgreSQL cannot store, characters XML forbids (drawn into SVG covers), numbers
 * at the edges of int4 ids and of exact doubles, very long text and valid surrogate pairs.
 */
const HOSTILE: readonly unknown[] = [
  'constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf',
  '\ud800', '\udfff', 'a\ud800b', '\u0000',
  '\u0001', '\u000b', '\ufffe', '\uffff', 'Band\u0001\u0008Name',
  2 ** 31, 2 ** 31 - 1, 2 ** 53, -(2 ** 31),
  'x'.repeat(5000), '🎸'.repeat(3000), '🎸🔥', '👩‍👩‍👧‍👦 Family',
];

/**
 * More values for the visitor's pass: wrong types and shapes (refused by validation, whoever
 * asks), text that reaches SQL and markup, and rarer spellings of the classes above.
 */
const MORE: readonly unknown[] = [
  null, '', ' ', true, [], {}, ['a'], { a: 1 }, -1, 0, 3.5, 1e308,
  '<script>', "'; drop table users; --", '&amp;<x y="z"/>',
  'isPrototypeOf', '__defineGetter__', 'prototype', 'Constructor', 'constructor-metal',
  'a\u0000b', '\udc00\ud800', '🎸\ud83c', '\u000c', '\u001f',
  'Motörhead', 'Sigur Ro\u0301s', '\u202eevil', 'a\tb\nc', '\ufffd',
  2 ** 32, Number.MAX_SAFE_INTEGER + 2, 1e21, 'y '.repeat(60_000),
];

export type Who = 'visitor' | 'premium' | 'admin';

const DICTIONARY: readonly unknown[] = [...HOSTILE, ...MORE];
const DICTIONARIES: Record<Who, readonly unknown[]> = { visitor: DICTIONARY, premium: HOSTILE, admin: HOSTILE };

/** String forms for path parameters and query strings. */
const PARAM_VALUES: readonly string[] = [
  ...DICTIONARY.filter((v): v is string => typeof v === 'string' && v.length < 1000 && v !== ''),
  ...DICTIONARY.filter((v): v is number => typeof v === 'number').map(String),
  '1', '-1', '0', '1e9999', 'null', '../../etc/passwd', '%00', 'x'.repeat(600), '2147483647', '2147483648', '99999999999',
];

let t: TestApp;
export let doc: Doc;
/** Requests this file's fuzz has sent. */
export let requests = 0;
export let premiumTokens: string[] = [];
let adminToken = '';
/** Values the server handed out (an image address; a checkout id for paths): examples use them to go deeper. */
const learned = new Map<string, unknown>();
const learnedParams = new Map<string, string>();

/** The test app with the real engines, 20 premium users and the admin signed in, and values to go deeper with. */
export async function startFuzz(): Promise<void> {
  // A test worker keeps this module from one fuzz file to the next (isolate: false): each file
  // starts from nothing learned, against its own app.
  requests = 0;
  learned.clear();
  learnedParams.clear();
  // The real engines, with one change: covers are rendered in this thread at 64 pixels. The whole
  // SVG is still composed and parsed, so a character XML forbids still fails the render, but a
  // cover costs milliseconds instead of a tenth of a second and the fuzz can afford thousands.
  t = await createTestApp({
    deps: {
      engines: {
        text: createLocalTextEngine({ seed: 7 }),
        art: {
          kind: 'local',
          render: async (request) => ({ png: renderCover({ ...request, size: 64 as CoverSize }), contentType: 'image/png', isAIGenerated: false }),
        },
      },
    },
  });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

  // Premium users, taken in turn, so per-user fair-use caps do not stop the fuzz before it
  // reaches the generators.
  const ctx = { db: t.database.db, clock: t.clock } as unknown as AppContext;
  const rows = await t.database.db
    .insert(users)
    .values(Array.from({ length: 20 }, (_, i) => ({ username: `fuzz${i}@example.com`, email: `fuzz${i}@example.com`, userTier: 'premium', lifetimeAccess: true })))
    .returning({ id: users.id });
  premiumTokens = await Promise.all(rows.map(async (r) => (await createSession(ctx, 'user', r.id)).token));
  adminToken = (await createSession(ctx, 'admin', null)).token;

  const tip = await t.app.inject({ method: 'POST', url: '/api/create-tip-payment', payload: { amount: 3, bandName: 'Fuzz' } });
  learnedParams.set('id', tip.json().sessionId);
  learnedParams.set('sessionId', tip.json().sessionId);
  // A cover's address, for the endpoints that take one (download, studio): whichever pass runs.
  const cover = await postJson('visitor', '/api/generate-free-album-cover', example(jsonBodySchema(doc.paths['/api/generate-free-album-cover']?.post ?? {})));
  if (cover.statusCode >= 300) throw new Error(`the free cover example was refused: ${cover.statusCode} ${cover.body.slice(0, 160)}`);
}

export async function stopFuzz(): Promise<void> {
  await t?.close();
}


/** One request, counted; each from its own address, so per-address daily limits do not stop the fuzz. */
export async function send(who: Who, options: InjectOptions) {
  requests += 1;
  const n = requests;
  const token = who === 'premium' ? premiumTokens[n % premiumTokens.length]! : who === 'admin' ? adminToken : undefined;
  const cookies = token ? { [SESSION_COOKIE]: token } : undefined;
  const res = await t.app.inject({ ...options, remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, cookies });
  if (res.statusCode < 300 && res.headers['content-type']?.toString().includes('json')) {
    const body = res.json() as { imageUrl?: unknown };
    if (typeof body?.imageUrl === 'string') learned.set('imageUrl', body.imageUrl);
  }
  return res;
}

export function postJson(who: Who, url: string, body: unknown) {
  return send(who, {
    method: 'POST',
    url,
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
}

// --- examples: a valid value for each schema, so one hostile value at a time goes deep ---

function variants(schema: JsonSchema): JsonSchema[] {
  return schema.anyOf ?? schema.oneOf ?? [];
}

function types(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

function example(schema: JsonSchema | undefined, name = ''): unknown {
  if (!schema) return 'fuzz';
  if (learned.has(name)) return learned.get(name);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = variants(schema);
  if (options.length > 0) return example(options.find((o) => !types(o).includes('null')) ?? options[0], name);
  if (schema.allOf?.length) return example(schema.allOf[0], name);
  const type = types(schema).find((x) => x !== 'null');
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = example(prop, key);
      if (typeof schema.additionalProperties === 'object') out.fuzz = example(schema.additionalProperties, 'fuzz');
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => example(schema.items, name));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1));
    case 'boolean':
      return true;
    case 'string':
      return exampleString(schema, name);
    default:
      return 'fuzz';
  }
}

function exampleString(schema: JsonSchema, name: string): string {
  if (schema.format === 'email' || /email/i.test(name)) return 'fuzz@example.com';
  const candidates = ['fuzz', 'Rock', 'cs_fuzz', 'fuzzfuzz.png'];
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : undefined;
  const chosen = candidates.find((c) => !pattern || pattern.test(c)) ?? 'fuzz';
  return chosen.padEnd(schema.minLength ?? 0, 'z');
}

/** Every place a value can go: properties at any depth, array items and record values. */
function leafPaths(schema: JsonSchema | undefined, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema) return [];
  const options = variants(schema);
  if (options.length > 0) {
    const object = options.find((o) => types(o).includes('object') || types(o).includes('array'));
    return object ? leafPaths(object, prefix) : [];
  }
  const out: (string | number)[][] = [];
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    out.push([...prefix, key]);
    out.push(...leafPaths(prop, [...prefix, key]));
  }
  if (typeof schema.additionalProperties === 'object') {
    out.push([...prefix, 'fuzz']);
    out.push(...leafPaths(schema.additionalProperties, [...prefix, 'fuzz']));
  }
  if (schema.items) {
    out.push([...prefix, 0]);
    out.push(...leafPaths(schema.items, [...prefix, 0]));
  }
  return out;
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

function withoutValue(base: unknown, path: (string | number)[]): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  if (Array.isArray(node)) node.splice(Number(path[path.length - 1]), 1);
  else delete node[path[path.length - 1]!];
  return copy;
}

export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeParam(value(name)));
}

/** Percent-encoding that also writes a lone surrogate half, as the three bytes a sloppy encoder sends. */
function encodeParam(value: string): string {
  return [...value]
    .map((ch) => {
      const c = ch.codePointAt(0)!;
      if (c < 0xd800 || c > 0xdfff) return encodeURIComponent(ch);
      return [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    })
    .join('');
}

export function knownParam(name: string): string {
  return learnedParams.get(name) ?? 'cs_fuzz';
}

function jsonBodySchema(op: Operation): JsonSchema | undefined {
  return op.requestBody?.content?.['application/json']?.schema;
}

/** Every POST body for one endpoint, built lazily so learned values are used once they exist. */
function* bodiesFor(schema: JsonSchema | undefined, dictionary: readonly unknown[]): Generator<unknown> {
  yield* [undefined, {}, [], null, 'text', 42, true];
  for (const path of leafPaths(schema)) {
    for (const value of dictionary) yield withValue(example(schema), path, value);
    yield withoutValue(example(schema), path);
  }
  // Hostile property names, where the schema takes any (records) and at the top.
  for (const key of dictionary.filter((v): v is string => typeof v === 'string' && v.length < 100)) {
    yield { ...(example(schema) as object), [key]: 'x' };
  }
  yield Object.fromEntries(Object.keys(schema?.properties ?? {}).map((k) => [k, 'x'.repeat(10_000)]));
}

/** Bodies JSON.stringify cannot write: prototype keys as JSON text, broken JSON, other types. */
const RAW_BODIES: readonly [string, string][] = [
  ['{"__proto__":{"isAdmin":true}}', 'application/json'],
  ['{"constructor":{"prototype":{"isAdmin":true}}}', 'application/json'],
  ['{"a":"\\ud800"}', 'application/json'],
  ['{"a":', 'application/json'],
  ['a=1', 'application/x-www-form-urlencoded'],
  ['<x/>', 'text/xml'],
];

export async function fuzzPosts(who: Who): Promise<{ failures: string[]; accepted: Set<string> }> {
  const failures: string[] = [];
  const accepted = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    const post = methods.post;
    // The admin pass keeps its one session: signing out (either logout) is tested elsewhere.
    if (!post || (who === 'admin' && path.endsWith('/logout'))) continue;
    const url = fillPath(path, knownParam);
    const schema = jsonBodySchema(post);
    // The example first: whether the endpoint takes it says whether the fuzz gets past validation.
    const res = await postJson(who, url, example(schema));
    if (res.statusCode >= 500) failures.push(`${who} POST ${path} example -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    if (res.statusCode < 300) accepted.add(path);
    for (const body of bodiesFor(schema, DICTIONARIES[who])) {
      const res = await postJson(who, url, body);
      if (res.statusCode >= 500) failures.push(`${who} POST ${path} ${JSON.stringify(body)?.slice(0, 100)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    for (const name of [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1])) {
      for (const value of PARAM_VALUES) {
        const target = fillPath(path, (n) => (n === name ? value : knownParam(n)));
        const res = await postJson(who, target, example(schema));
        if (res.statusCode >= 500) failures.push(`${who} POST ${target.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    for (const [payload, type] of RAW_BODIES) {
      const res = await send(who, { method: 'POST', url, payload, headers: { 'content-type': type } });
      if (res.statusCode >= 500) failures.push(`${who} POST ${path} raw ${payload} -> ${res.statusCode}`);
    }
  }
  return { failures, accepted };
}

export async function fuzzGets(who: Who): Promise<string[]> {
  const failures: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    const get = methods.get;
    if (!get) continue;
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    const query = (get.parameters ?? []).filter((p) => p.in === 'query');
    for (const value of PARAM_VALUES) {
      for (const name of names) {
        const url = fillPath(path, (n) => (n === name ? value : knownParam(n)));
        const res = await send(who, { method: 'GET', url });
        if (res.statusCode >= 500) failures.push(`${who} GET ${url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      for (const param of query) {
        const url = `${fillPath(path, knownParam)}?${encodeURIComponent(param.name)}=${encodeParam(value)}`;
        const res = await send(who, { method: 'GET', url });
        if (res.statusCode >= 500) failures.push(`${who} GET ${url.slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    // Percent-encodings that do not decode to text, and a lone surrogate half in UTF-8 form.
    for (const raw of ['%ED%A0%80', '%C0%80', '%FF', '%E0%A4%A', '%', '%00', '%F0%9F%8E%B8']) {
      for (const name of names) {
        const url = path.replace(/\{([^}]+)\}/g, (_, n: string) => (n === name ? raw : encodeURIComponent(knownParam(n))));
        const res = await send(who, { method: 'GET', url });
        if (res.statusCode >= 500) failures.push(`${who} GET ${url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      for (const param of query) {
        const url = `${fillPath(path, knownParam)}?${param.name}=${raw}`;
        const res = await send(who, { method: 'GET', url });
        if (res.statusCode >= 500) failures.push(`${who} GET ${url} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
  }
  return failures;
}
