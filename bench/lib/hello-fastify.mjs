// The ceiling: Fastify doing nothing but answering a constant JSON body, with no logging. With BENCH_BYTES_FILE
// it answers every path with that file's bytes instead (BENCH_BYTES_TYPE, BENCH_BYTES_ENCODING): the bare
// server a cached page is compared with, the same bytes sent from memory.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const file = process.env.BENCH_BYTES_FILE;
if (file) {
  const bytes = readFileSync(file);
  const type = process.env.BENCH_BYTES_TYPE ?? 'text/html; charset=utf-8';
  const encoding = process.env.BENCH_BYTES_ENCODING;
  app.get('/*', async (_request, reply) => {
    reply.type(type);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(bytes);
  });
} else {
  app.get('/', async () => ({ hello: 'world' }));
}
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
