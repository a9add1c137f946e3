// The direction of imports between layers (docs/architecture.md, "Layers and import directions"),
// as lint errors, so a wrong import fails `npm run lint` instead of waiting for a review.
//
// Server: shared ← lib, db ← engines ← modules, plugins ← app.ts (main.ts starts it).
// Client: components/, lib/ ← features/<area> ← app/, main.tsx; features never import each other.
//
// Paths are resolved through tsconfig.json, not matched as text, so `@server/db/client` and
// `../db/client` are the same import. Tests and src/server/testing/ are left out: like app.ts, a test composes whatever it needs.
import { readdirSync } from 'node:fs';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const server = 'src/server';
const client = 'src/client';
// Every file that knows the whole app: the composition root, its entry point and its context type.
const serverTop = [`${server}/app.ts`, `${server}/main.ts`];
const clientTop = [`${client}/app`, `${client}/main.tsx`, `${client}/entry-prerender.tsx`];

// Read at load time, so a new feature folder is fenced in without touching this file.
const features = readdirSync(new URL(`../${client}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  { target: 'src/shared', from: [server, client], message: 'src/shared is imported by both sides and imports neither.' },
  { target: client, from: server, message: 'The client talks to the server over HTTP, through the contracts in src/shared.' },
  { target: server, from: client, message: 'The server does not import client code; shared code lives in src/shared.' },
  {
    target: `${server}/lib`,
    from: [`${server}/db`, `${server}/engines`, `${server}/modules`, `${server}/plugins`, `${server}/app-context.ts`, ...serverTop],
    message: 'server/lib holds small helpers that know no database, engine, module, plugin or app.',
  },
  {
    target: `${server}/db`,
    from: [`${server}/engines`, `${server}/modules`, `${server}/plugins`, `${server}/app-context.ts`, ...serverTop],
    message: 'server/db holds the schema and the connection; queries that need more live in a module repo.',
  },
  {
    target: `${server}/engines`,
    from: [`${server}/db`, `${server}/modules`, `${server}/plugins`, `${server}/app-context.ts`, ...serverTop],
    message: 'Engines know no database, HTTP or module: take what they need as a parameter (app.ts wires it).',
  },
  {
    target: `${server}/plugins`,
    from: [`${server}/modules`, ...serverTop],
    message: 'Plugins are cross-cutting: a module uses a plugin, never the other way round (app.ts passes what a plugin needs).',
  },
  {
    target: `${server}/modules`,
    from: serverTop,
    message: 'Only app.ts knows every module; a module gets what it needs from the context it is given.',
  },
  ...features.map((feature) => ({
    target: `${client}/features/${feature}`,
    from: `${client}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to src/client/components or src/client/lib.',
  })),
  {
    target: `${client}/features`,
    from: clientTop,
    message: 'Features do not import the app; the app composes features.',
  },
  {
    target: [`${client}/components`, `${client}/lib`],
    from: [`${client}/features`, ...clientTop],
    message: 'components/ and lib/ are used by features and the app and import neither.',
  },
  {
    target: 'src',
    from: `${server}/testing`,
    message: 'Test helpers never ship: only tests import src/server/testing.',
  },
];

// Two levels up is where a relative path stops saying where it goes: beyond a sibling folder,
// import through the aliases of tsconfig.json (@shared, @server, @client).
const viaAlias = { group: ['../../*'], message: 'Import through @shared/, @server/ or @client/ rather than ../../.' };
const noDeepRelative = { patterns: [viaAlias] };
const noHttp = {
  paths: [{ name: 'fastify', message: 'Fastify belongs to plugins/ and module routes; pass plain values in.' }],
  patterns: [viaAlias, { group: ['@fastify/*', 'fastify-*'], message: 'Fastify belongs to plugins/ and module routes; pass plain values in.' }],
};

export const importZones = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', `${server}/testing/**`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
  },
  { files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'bench/**/*.ts'], rules: { 'no-restricted-imports': ['error', noDeepRelative] } },
  {
    files: [`${server}/lib/**/*.ts`, `${server}/engines/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', noHttp] },
  },
];
