// The import zones in lint/import-zones.js, checked through the project's own eslint.config.js:
// each zone refuses a wrong import, and the same file importing what it may stays clean.
// The files linted here do not exist; only the text and the path they claim are given, and the
// modules they import are real ones, since an import the resolver cannot find is never refused.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const zoneRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({
    cwd: root,
    // Only the zone rules run, and so no type information is needed for files that are not on disk.
    ruleFilter: ({ ruleId }) => zoneRules.has(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
});

async function zoneErrors(filePath: string, importPath: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import * as imported from '${importPath}';\nexport default imported;\n`, { filePath });
  return result!.messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

interface ZoneCase {
  zone: string;
  file: string;
  wrong: string[];
  right: string[];
}

const cases: ZoneCase[] = [
  {
    zone: 'shared imports neither server nor client',
    file: 'src/shared/contracts/zone-check.ts',
    wrong: ['@server/config', '@client/lib/api'],
    right: ['./common', '../catalog/limits'],
  },
  {
    zone: 'the client does not import the server',
    file: 'src/client/lib/zone-check.ts',
    wrong: ['@server/config'],
    right: ['@shared/contracts/common', './api'],
  },
  {
    zone: 'the server does not import the client',
    file: 'src/server/modules/names/zone-check.ts',
    wrong: ['@client/lib/api'],
    right: ['@shared/contracts/names'],
  },
  {
    zone: 'server/lib imports no database, engine, module, plugin, app or Fastify',
    file: 'src/server/lib/zone-check.ts',
    wrong: ['../db/client', '../engines/usage-log', '../modules/quota/quota.service', '../plugins/errors', '../app-context', '../app', 'fastify', '@fastify/cookie'],
    right: ['./clock', '../config', '@shared/contracts/common'],
  },
  {
    zone: 'server/db imports no engine, module, plugin or app',
    file: 'src/server/db/zone-check.ts',
    wrong: ['../engines/usage-log', '../modules/quota/quota.service', '../plugins/auth', '../app'],
    right: ['./schema/index', '../lib/clock'],
  },
  {
    zone: 'engines import no database, module, plugin, app or Fastify',
    file: 'src/server/engines/art/zone-check.ts',
    wrong: ['@server/db/client', '@server/db/schema/index', '@server/modules/quota/quota.service', '@server/plugins/auth', '@server/app-context', '@server/app', 'fastify'],
    right: ['@server/lib/random', '../usage-log', '@server/config'],
  },
  {
    zone: 'plugins import no module and not the app',
    file: 'src/server/plugins/zone-check.ts',
    wrong: ['../modules/auth/sessions.service', '../app'],
    right: ['../lib/app-error', '../app-context', 'fastify'],
  },
  {
    zone: 'modules do not import the app',
    file: 'src/server/modules/names/zone-check.ts',
    wrong: ['@server/app', '@server/main'],
    right: ['@server/plugins/auth', '@server/engines/usage-log', '@server/db/client', '../quota/quota.service', './names.repo'],
  },
  {
    zone: 'production code does not import the test helpers',
    file: 'src/server/modules/names/zone-check.ts',
    wrong: ['@server/testing/app-harness'],
    right: [],
  },
  {
    zone: 'a feature does not import another feature',
    file: 'src/client/features/covers/components/zone-check.tsx',
    wrong: ['@client/features/generator/api/favorite', '@client/features/premium/pages/premium-page'],
    right: ['../api/free-cover', '@client/lib/api', '@client/components/simple-page'],
  },
  {
    zone: 'a feature does not import the app',
    file: 'src/client/features/covers/components/zone-check.tsx',
    wrong: ['@client/app/routes', '@client/main'],
    right: [],
  },
  {
    zone: 'components and lib import no feature and not the app',
    file: 'src/client/components/zone-check.tsx',
    wrong: ['../features/covers/api/free-cover', '../app/page-frame'],
    right: ['../lib/api', './simple-page'],
  },
];

describe('import zones', () => {
  for (const c of cases) {
    describe(c.zone, () => {
      for (const wrong of c.wrong) {
        it(`refuses ${wrong} in ${c.file}`, async () => {
          const errors = await zoneErrors(c.file, wrong);
          expect(errors).toHaveLength(1);
          expect(errors[0]).toMatch(/^(import-x\/no-restricted-paths|no-restricted-imports): /);
        });
      }
      for (const right of c.right) {
        it(`allows ${right} in ${c.file}`, async () => {
          expect(await zoneErrors(c.file, right)).toEqual([]);
        });
      }
    });
  }

  it('asks for an alias instead of a path two levels up, in tests too', async () => {
    for (const file of ['src/server/modules/names/zone-check.ts', 'src/client/features/covers/zone-check.test.ts', 'tests/e2e/zone-check.spec.ts']) {
      expect(await zoneErrors(file, '../../server/lib/clock')).toEqual([
        'no-restricted-imports: \'../../server/lib/clock\' import is restricted from being used by a pattern. Import through @shared/, @server/ or @client/ rather than ../../.',
      ]);
    }
    expect(await zoneErrors('src/server/modules/names/zone-check.ts', '../quota/quota.service')).toEqual([]);
  });

  it('leaves tests free to compose what they need', async () => {
    expect(await zoneErrors('src/server/modules/names/zone-check.test.ts', '@server/testing/app-harness')).toEqual([]);
    expect(await zoneErrors('src/server/engines/zone-check.test.ts', '../db/client')).toEqual([]);
  });
});
