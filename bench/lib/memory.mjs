// The whole shop's memory, as proportional set size (PSS): Node plus every process of the database server it
// started. PSS divides shared pages (PostgreSQL's shared buffers, libraries) among the processes that map
// them, so the sum is what the shop really costs; a sum of RSS would count shared buffers once per process.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

function pssKb(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Pss:'));
    return line ? Number(line.split(/\s+/)[1]) : 0;
  } catch {
    return 0;
  }
}

function parentOf(pid) {
  try {
    // The command name is in parentheses and may hold spaces: the fields after the last ')' are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
}

/** PSS in MB of the Node process `nodePid` and of the embedded PostgreSQL server in `dataDir/postgres`. */
export function shopMemory(nodePid, dataDir) {
  const postmaster = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === postmaster);
  const databasePids = [postmaster, ...children];
  const mb = (kb) => kb / 1024;
  const node = mb(pssKb(nodePid));
  const database = mb(databasePids.reduce((sum, pid) => sum + pssKb(pid), 0));
  return { node, database, total: node + database, databaseProcesses: databasePids.length };
}
