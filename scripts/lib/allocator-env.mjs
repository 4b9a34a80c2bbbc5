// glibc's memory allocator, set for the shop's one long-running Node process before it starts (glibc reads
// these once, at start: the server cannot set them on itself). Measured on a 2-core machine, 48 uploads of a
// 2000×2000 photograph, 4 at once, Node's proportional set size afterwards: 456 MB with glibc's defaults,
// 348 MB with two arenas, 137 MB with two arenas and a fixed mmap threshold. Image decoding (libvips, on
// libuv's worker threads) frees rasters of megabytes; by default each thread gets an arena of its own and
// glibc raises its mmap threshold after the first large free, so later rasters come from the arenas and their
// freed pages are never given back. A fixed threshold keeps every block over 128 KB in its own mapping,
// returned to the system when freed. Variables already in the environment win (an operator's own tuning).
export const ALLOCATOR_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/** `env` with the allocator settings added where it has none of its own. */
export const withAllocatorEnv = (env) => ({ ...ALLOCATOR_ENV, ...env });
