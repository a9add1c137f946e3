// CPU time the PostgreSQL server's processes on this machine have used, read from /proc: a
// request's cost is the app's CPU plus the database's (plus the load generator's), and on a
// machine of two cores their sum is what bounds throughput. Undefined where PostgreSQL does not
// run here (another host, or no /proc), so a bench just leaves the figure out.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export function postgresCpuMicros(): number | undefined {
  let micros = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      micros += ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
      found = true;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found ? micros : undefined;
}
