// zod compiles fast object parsers with `new Function` when it may, and finds out by trying one:
// the CSP allows no eval, so that try is blocked and reported as a policy violation on every page
// that parses a contract. Parsing without compiled parsers is what the CSP leaves anyway, so zod
// is told so before any contract is built: main.tsx runs this first. zod keeps its settings on
// globalThis.__zod_globalConfig (so that copies of zod share them; `config()` writes there), which
// this sets without bringing zod into the first-load script (zod-config.test.ts checks zod reads it).
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });

export {};
