// Runs after `npm install` / `npm ci`: says plainly when this Node.js line is past its end of life. It reads
// the same table as the server's first log line (core's node-releases.json), since nothing is built yet.
import { readFileSync } from 'node:fs';

const releases = JSON.parse(
  readFileSync(new URL('../packages/core/src/rules/node-releases.json', import.meta.url), 'utf8'),
);
const major = Number.parseInt(process.versions.node, 10);
const lastDay = releases.endOfLife[String(major)];
const today = new Date().toISOString().slice(0, 10);
if (lastDay && today > lastDay) {
  console.warn(
    `\nMatjar: Node.js ${process.version} reached its end of life on ${lastDay} and gets no security fixes.\n` +
      `The shop still runs on it, but install Node.js ${releases.recommended} LTS (see .nvmrc) before taking payments.\n`,
  );
}
