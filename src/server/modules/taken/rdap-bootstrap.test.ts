// The RDAP bootstrap file: the shipped copy is RFC 9224's shape and knows the TLDs the check
// needs; the weekly maintenance task fetches IANA's file (here the fake's) only when online checks
// are on, keeps a newer valid one in the database for every instance, refuses a broken one, and
// a TLD the file does not list is answered 'no-rdap'.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN_TLDS, type AvailabilityResponse } from '@shared/contracts/taken';
import type { AppContext } from '@server/app-context';
import { createTestApp, type TestApp } from '@server/testing/app-harness';
import { startFakeAvailability, type FakeAvailability } from '@server/testing/fake-availability-servers';
import { runDueTasks } from '../maintenance/job-runner';
import { MAINTENANCE_TASKS } from '../maintenance/maintenance-tasks';
import { bootstrapOf, shippedBootstrapFile } from './rdap-bootstrap';

const refreshTask = MAINTENANCE_TASKS.filter((task) => task.name === 'rdap-bootstrap');
const WEEK_MS = 7 * 24 * 3600_000;

describe('the shipped RDAP bootstrap file', () => {
  it('is RFC 9224 with a publication date, and names an RDAP server for every TLD the check asks', () => {
    const file = shippedBootstrapFile();
    expect(file.version).toBe('1.0');
    expect(Date.parse(file.publication)).toBeGreaterThan(Date.parse('2026-01-01'));
    const bootstrap = bootstrapOf(file);
    for (const tld of DOMAIN_TLDS) expect(bootstrap.baseFor(tld), tld).toMatch(/^https?:\/\/.+\/$/);
    expect(bootstrap.baseFor('com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(bootstrap.baseFor('not-a-tld')).toBeNull();
  });
});

describe('the weekly refresh', () => {
  let fake: FakeAvailability;
  let online: TestApp;
  let offline: TestApp;
  const ctxOf = (t: TestApp) => ({ config: t.config, db: t.database.db, clock: t.clock }) as unknown as AppContext;
  beforeAll(async () => {
    fake = await startFakeAvailability();
    online = await createTestApp({ env: { ONLINE_CHECKS: 'true', ...fake.env } });
    offline = await createTestApp({ env: fake.env });
  });
  afterAll(async () => {
    await online.close();
    await offline.close();
    await fake.close();
  });

  it('asks nothing while online checks are off', async () => {
    const [run] = await runDueTasks(ctxOf(offline), refreshTask);
    expect(run).toMatchObject({ status: 'done', outcome: expect.stringContaining('online checks are off') });
    expect(fake.countOf('bootstrap')).toBe(0);
  });

  it('refuses a file that is not JSON or not RFC 9224, and tries again at the next look', async () => {
    fake.modes = { bootstrap: 'malformed' };
    const [broken] = await runDueTasks(ctxOf(online), refreshTask);
    expect(broken).toMatchObject({ status: 'failed', outcome: 'failed: the RDAP bootstrap file is not JSON' });
    fake.modes = {};
    fake.bootstrap = { version: '1.0', services: 'none' };
    const [wrong] = await runDueTasks(ctxOf(online), refreshTask);
    expect(wrong).toMatchObject({ status: 'failed', outcome: 'failed: the RDAP bootstrap file is not in the RFC 9224 format' });
  });

  it('keeps the same or an older publication as it is', async () => {
    fake.bootstrap = shippedBootstrapFile();
    const [same] = await runDueTasks(ctxOf(online), refreshTask);
    expect(same).toMatchObject({ status: 'done', outcome: expect.stringContaining('is current') });
  });

  it('takes a newer file, and a TLD it no longer lists is answered as having no RDAP service', async () => {
    const shipped = shippedBootstrapFile();
    online.clock.advance(WEEK_MS);
    fake.bootstrap = { ...shipped, publication: '2026-11-20T16:00:01Z', services: shipped.services.filter(([tlds]) => !tlds?.includes('fm')) };
    const [run] = await runDueTasks(ctxOf(online), refreshTask);
    expect(run).toMatchObject({ status: 'done', outcome: expect.stringContaining('updated to the one published 2026-11-20T16:00:01Z') });
    // Not due again until a week has passed.
    expect((await runDueTasks(ctxOf(online), refreshTask))[0]?.status).toBe('skipped');
    const res = await online.app.inject({ method: 'POST', url: '/api/check-name', payload: { name: 'Marigold Static' }, remoteAddress: '198.51.100.90' });
    const domains = Object.fromEntries(res.json<AvailabilityResponse>().domains.map((d) => [d.domain, d.status]));
    expect(domains['marigoldstatic.fm']).toBe('no-rdap');
    expect(domains['marigoldstatic.com']).toBe('free');
    expect(fake.requests.filter((r) => r.source === 'rdap').map((r) => r.path)).not.toContain('/rdap/domain/marigoldstatic.fm');
  });
});
