import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx, which `npm test` and `.ci/run` install when it is missing (scripts/lib/debian-packages.mjs). */
export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface RunningBalancer {
  url: string;
  /** Stops nginx (gracefully, killed after 5 s) and removes its folder. */
  stop(): Promise<void>;
  /** nginx's error log so far, for failure messages. */
  errors(): string;
}

/** A free loopback port, for a server that must know its address before it starts. */
export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

/**
 * The configuration a shop behind nginx needs, as docs/deploy.md gives it: round robin over the processes, the
 * client's address in X-Forwarded-For (the shops trust 127.0.0.1 through TRUST_PROXY), a process that refuses
 * connections taken out for a while and the request passed to the next one (a POST only when it never reached
 * the dead one), bodies and answers streamed (uploads, the board's live events). `X-Upstream` says which process
 * answered, for the journey's checks.
 */
function configuration(folder: string, port: number, upstreams: number[]): string {
  return `
daemon off;
worker_processes 1;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${folder}/temp/body;
  proxy_temp_path ${folder}/temp/proxy;
  fastcgi_temp_path ${folder}/temp/fastcgi;
  uwsgi_temp_path ${folder}/temp/uwsgi;
  scgi_temp_path ${folder}/temp/scgi;
  client_max_body_size 11m;
  upstream shop {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=30s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      proxy_buffering off;
      proxy_request_buffering off;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Starts nginx in the foreground on `port`, balancing over the shop processes on `upstreams`. */
export async function startBalancer(port: number, upstreams: number[]): Promise<RunningBalancer> {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(
      `${NGINX_PATH} is missing: npm test installs Debian's nginx (sudo apt-get install -y --no-install-recommends nginx).`,
    );
  }
  const folder = await mkdtemp(join(tmpdir(), 'matjar-nginx-'));
  // Run as root, nginx's workers are the nobody account: they must reach their temporary folders.
  await chmod(folder, 0o755);
  await mkdir(join(folder, 'temp'), { mode: 0o777 });
  await chmod(join(folder, 'temp'), 0o777);
  const file = join(folder, 'nginx.conf');
  await writeFile(file, configuration(folder, port, upstreams));
  let output = '';
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', folder, '-c', file, '-e', join(folder, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited (${child.exitCode}): ${output}`);
    }
    const answer = await fetch(`${url}/api/health`).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url}: ${output}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  return { url, stop, errors: () => output };
}
