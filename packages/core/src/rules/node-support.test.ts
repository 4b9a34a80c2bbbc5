import { describe, expect, it } from 'vitest';
import { nodeSupport } from './node-support.js';

describe('nodeSupport', () => {
  it('says a line past its end of life gets no fixes, and names the version to move to', () => {
    const support = nodeSupport('v20.20.2', '2026-11-29');
    expect(support).toMatchObject({ major: 20, endOfLife: '2026-04-30', pastEndOfLife: true });
    expect(support.message).toBe(
      'Node.js v20.20.2 reached its end of life on 2026-04-30 and gets no security fixes: move to Node.js 24 LTS.',
    );
  });

  it('counts the last day of support as supported', () => {
    expect(nodeSupport('v20.19.0', '2026-04-30').pastEndOfLife).toBe(false);
    expect(nodeSupport('v20.19.0', '2026-05-01').pastEndOfLife).toBe(true);
  });

  it('recommends 24 to a supported older line, and says nothing more on 24 itself', () => {
    expect(nodeSupport('v22.12.0', '2026-11-29').message).toBe(
      'Node.js v22.12.0 is supported until 2027-04-30; Node.js 24 LTS is recommended.',
    );
    expect(nodeSupport('v24.22.3', '2026-11-29')).toMatchObject({
      pastEndOfLife: false,
      message: 'Node.js v24.22.3 (LTS, supported until 2028-04-30).',
    });
  });

  it('names a line it does not know (odd, or newer) as untested rather than guessing its support', () => {
    expect(nodeSupport('v25.1.0', '2026-11-29')).toMatchObject({ endOfLife: null, pastEndOfLife: false });
    expect(nodeSupport('v26.12.1', '2026-11-29').message).toContain('not a long-term-support line');
  });
});
