// glibc's memory allocator, set for the shop's one long-running Node process before it starts (glibc reads
// these once, at start: the server cannot set them on itself). Measured on a 2-core machine, 48 uploads of a
// 2000×2000 photograph, 4 at once, Node's proportional set size afterwards: 456 MB with glibc's defaults,
// 348 MB with two arenas, 137 MB with two arenas and a fixed mmap threshold. Image decoding (libvips, on
// libuv's worker threads) frees rasters of megabytes; by default each thread gets an arena of its own and
// glibc raises its mmap threshold after the first large free, so later rasters come from the arenas and their
// freed pages are never given back. A fixed threshold keeps every block over 128 KB in its own mapping,
// returned to the system when freed. Variables already in the environment win (an operator's own tuning).
export const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * V8's young generation, where every request's short-lived objects are made. Node.js 20 let it grow to 32 MB (two
 * semi-spaces of 16 MB); Node.js 22 and 24 let it grow to 128 MB on a 64-bit machine, which the shop kept
 * resident after the busy minutes of `npm run bench:node` (docs/benchmarks.md has the figures). Sixteen MB per
 * semi-space is Node.js 20's size on every version. A command-line option of V8, so it travels in NODE_OPTIONS.
 */
export const YOUNG_GENERATION_OPTION = '--max-semi-space-size=16';

/**
 * `env` with the allocator settings added where it has none of its own, and the young generation's size added to
 * NODE_OPTIONS unless it names one already.
 */
export function withAllocatorEnv(env) {
  const nodeOptions = env.NODE_OPTIONS ?? '';
  return {
    ...ALLOCATOR_ENV,
    ...env,
    NODE_OPTIONS: nodeOptions.includes('--max-semi-space-size')
      ? nodeOptions
      : `${nodeOptions} ${YOUNG_GENERATION_OPTION}`.trim(),
  };
}
