/**
 * Page renders are CPU work on the event loop. A burst of pages nobody has asked for yet (a new campaign, a
 * crawler, a loop of search terms) would otherwise start them all at once, each slower than the last, with the
 * cached pages of every other shopper waiting behind them. The gate runs a few at a time and queues the rest;
 * past the queue's bound a render is refused at once (the page answers 503) rather than kept waiting.
 */
export interface RenderGateOptions {
  /** Renders running at once. */
  concurrency: number;
  /** Renders waiting for a turn; one more is refused. */
  maxWaiting: number;
}

export class RenderQueueFull extends Error {
  constructor() {
    super('too many page renders waiting');
  }
}

export function createRenderGate({ concurrency, maxWaiting }: RenderGateOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    /** Runs `render` when a turn is free; rejects with RenderQueueFull when the queue is full. */
    async run<T>(render: () => Promise<T>): Promise<T> {
      if (running < concurrency) running++;
      else if (waiting.length >= maxWaiting) throw new RenderQueueFull();
      // The turn is handed over by release(): `running` stays counted for the waiter.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await render();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
export type RenderGate = ReturnType<typeof createRenderGate>;
