// The read rows are measured with wrk (C, one event loop per thread) rather than autocannon: on this machine
// of two cores autocannon spent a whole core decoding 8 KB pages, so the product-page row measured the load
// generator (decision 007). A small Lua script rotates over prebuilt requests and, when the run ends, prints
// wrk's own latency percentiles, its counts and the CPU it used as one line of JSON.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from '../../scripts/lib/debian-packages.mjs';

const WRK = '/usr/bin/wrk';
const MARK = 'WRK_JSON ';

/** wrk on PATH of Debian's package, installed when missing and this process may (root or sudo). */
export function ensureWrk() {
  return ensureDebianPackage({ pkg: 'wrk', path: WRK, why: '`npm run bench` (the read rows)' });
}

const luaString = (text) => JSON.stringify(text); // a JSON string of ASCII is a valid Lua string literal

/**
 * Query strings appended afresh to every request (a Lua expression of `n`, a random number): a campaign's
 * tags as ads add them, or a parameter no page reads. Neither is part of a page, so each must hit its cache.
 */
export const RANDOM_QUERIES = {
  campaign: '"?utm_source=instagram&utm_medium=paid&utm_campaign=white-friday-" .. n .. "&fbclid=IwAR" .. n',
  unknown: '"?x" .. n .. "=" .. n',
  /** A search nobody made yet: a page the shop must render (and search for) on every request. */
  search: '"?q=cold" .. n',
  /**
   * A second word for a search path ending in `?q=<words>`: a model number (a shop of 10,000 names numbers up
   * to 10,000), so nearly every request is a query nobody asked yet and goes all the way to the database.
   */
  modelNumber: '"%20" .. (n % 20000)',
};

/**
 * The Lua script: one prebuilt request per path, taken in turn, or built per request with a random query
 * (RANDOM_QUERIES); done() prints the summary as JSON.
 */
function script(paths, headers, randomQuery) {
  const headerTable = Object.entries(headers)
    .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
    .join(', ');
  return `
local paths = { ${paths.map(luaString).join(', ')} }
local headers = { ${headerTable} }
local prebuilt = {}
local turn = 0

-- Each thread builds its requests once, so the rotation costs a table lookup per request.
init = function(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1000000))
  for i, path in ipairs(paths) do
    prebuilt[i] = wrk.format("GET", path, headers)
  end
end

request = function()
  turn = turn % #paths + 1
  ${
    randomQuery
      ? `local n = math.random(1, 2000000000)
  return wrk.format("GET", paths[turn] .. ${RANDOM_QUERIES[randomQuery]}, headers)`
      : 'return prebuilt[turn]'
  }
end

-- CPU seconds (user + system) wrk has used, from /proc (USER_HZ = 100), or -1 where it cannot be read.
local function cpu_seconds()
  local file = io.open("/proc/self/stat", "r")
  if not file then return -1 end
  local stat = file:read("*a")
  file:close()
  local fields = {}
  for field in stat:match("%) (.*)"):gmatch("%S+") do fields[#fields + 1] = field end
  return (tonumber(fields[12]) + tonumber(fields[13])) / 100
end

done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '${MARK}{"requests":%d,"durationUs":%d,"bytes":%d,"errors":%d,"non2xx":%d,"timeouts":%d,' ..
    '"p50Us":%d,"p95Us":%d,"p99Us":%d,"cpuSeconds":%.2f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), cpu_seconds()))
end
`;
}

/**
 * Runs wrk against `baseUrl` over `paths` in turn for `duration` seconds with `connections` connections on
 * `threads` threads (each request with a random query of RANDOM_QUERIES when `randomQuery` names one); resolves with req/s, latency percentiles in ms, errors, bytes per answer and the CPU
 * share of one core wrk used.
 */
export async function runWrk({ baseUrl, paths, headers, duration, connections, threads, randomQuery }) {
  const dir = await mkdtemp(join(tmpdir(), 'matjar-wrk-'));
  try {
    const scriptFile = join(dir, 'rotate.lua');
    await writeFile(scriptFile, script(paths, headers, randomQuery));
    const args = ['-t', String(threads), '-c', String(connections), '-d', `${duration}s`];
    // A request slower than this counts as a timeout (wrk's default, 2 s, would hide a slow tail).
    args.push('--timeout', '10s', '-s', scriptFile, baseUrl);
    const output = await new Promise((resolveRun, reject) => {
      let stdout = '';
      let stderr = '';
      const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('error', reject);
      child.on('exit', (code) =>
        code === 0 ? resolveRun(stdout) : reject(new Error(`wrk exited with ${code}: ${stderr || stdout}`)),
      );
    });
    const line = output.split('\n').find((text) => text.startsWith(MARK));
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const run = JSON.parse(line.slice(MARK.length));
    const seconds = run.durationUs / 1e6;
    return {
      requestsPerSecond: run.requests / seconds,
      p50: run.p50Us / 1000,
      p95: run.p95Us / 1000,
      p99: run.p99Us / 1000,
      errors: run.errors + run.non2xx + run.timeouts,
      bytesPerAnswer: run.bytes / Math.max(1, run.requests),
      generatorCpu: run.cpuSeconds < 0 ? null : run.cpuSeconds / seconds,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
