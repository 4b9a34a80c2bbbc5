// `npm run build`: builds every workspace in dependency order (the build:workspaces script) and records
// the build, so `npm start` and `npm test` skip it until a source file changes.
import { runOrExit } from './lib/run-command.mjs';
import { recordSuccessfulBuild, rootDir } from './lib/workspace-state.mjs';

// Taken before building, so an edit made while the build runs still counts as newer than the build.
const startedAt = new Date();
await runOrExit('npm', ['run', 'build:workspaces'], { cwd: rootDir });
recordSuccessfulBuild(startedAt);
