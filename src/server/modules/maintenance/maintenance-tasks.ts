// The scheduled tasks and how often each runs, across all instances together.
import type { AppContext } from '@server/app-context';
import { purgeExpiredCovers } from '../media/media.service';
import { reviewPublishedKits } from '../press-kit/offline-notice';
import { pictureIdsInKits } from '../press-kit/press-kit.service';
import { refreshRdapBootstrap } from '../taken/rdap-bootstrap';
import { purgeExpiredAnswers } from '../taken/taken.service';
import { blankExpiredAddresses, describeChanges } from './address-retention';
import type { MaintenanceTask } from './job-runner';
import { refreshRollups } from './rollups';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const MAINTENANCE_TASKS: readonly MaintenanceTask[] = [
  {
    name: 'address-retention',
    periodMs: 6 * HOUR_MS,
    run: async (ctx: AppContext) => describeChanges(await blankExpiredAddresses(ctx)),
  },
  {
    name: 'daily-rollups',
    periodMs: HOUR_MS,
    run: async (ctx: AppContext) => {
      const built = await refreshRollups(ctx);
      return built ? `rebuilt ${built.fromDay} to ${built.toDay}` : 'nothing to build';
    },
  },
  {
    name: 'expired-covers',
    periodMs: 6 * HOUR_MS,
    // A free cover a press kit shows stays as long as the kit does.
    run: async (ctx: AppContext) => `removed ${await purgeExpiredCovers(ctx, await pictureIdsInKits(ctx))} expired free covers`,
  },
  {
    // Published press kits whose owner's plan ended go offline with one e-mail to the owner.
    name: 'press-kit-offline',
    periodMs: HOUR_MS,
    run: async (ctx: AppContext) => reviewPublishedKits(ctx),
  },
  {
    // IANA's RDAP bootstrap file, fetched only when online checks are on (otherwise nothing asks RDAP).
    name: 'rdap-bootstrap',
    periodMs: 7 * DAY_MS,
    run: async (ctx: AppContext) => refreshRdapBootstrap(ctx),
  },
  {
    // "Is it taken?" answers are kept a day.
    name: 'availability-cache',
    periodMs: DAY_MS,
    run: async (ctx: AppContext) => `removed ${await purgeExpiredAnswers(ctx)} expired online check answers`,
  },
];
