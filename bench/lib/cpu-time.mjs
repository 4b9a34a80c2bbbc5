// CPU time of the measured server and of this process (the load generator), to tell which one bounds a
// row: on a machine of two cores both share, a row whose load generator is near 100 % measures autocannon.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

/** Seconds of CPU the process has used (user + system), or null where /proc is not available. */
function processCpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Starts a stopwatch; its result gives each side's share of one core over the interval. */
export function cpuStopwatch(serverPid) {
  const startedAt = process.hrtime.bigint();
  const server = processCpuSeconds(serverPid);
  const own = process.cpuUsage();
  return () => {
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    const serverNow = processCpuSeconds(serverPid);
    const used = process.cpuUsage(own);
    return {
      server: server === null || serverNow === null ? null : (serverNow - server) / seconds,
      loadGenerator: (used.user + used.system) / 1e6 / seconds,
    };
  };
}
