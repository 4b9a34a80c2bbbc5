import releases from './node-releases.json' with { type: 'json' };

/**
 * Which Node.js releases the shop runs on. The table is JSON so that the install script, which runs before
 * anything is built, reads the same dates as the server. Dates are the Node.js project's end of life for
 * each LTS line; after it a line gets no security fixes, and the process takes the shop's payments.
 */
export const NODE_RECOMMENDED_MAJOR: number = releases.recommended;
export const NODE_TESTED_MAJORS: readonly number[] = releases.tested;
const endOfLife: Record<string, string | undefined> = releases.endOfLife;

export type NodeSupport = {
  major: number;
  /** The LTS line's last day of support, or null for a line that is not LTS (odd, or newer than the table). */
  endOfLife: string | null;
  pastEndOfLife: boolean;
  /** One sentence for the operator: the version, and what to do when it is past its end of life. */
  message: string;
};

/** `version` as process.version gives it (`v24.22.3`); `today` as YYYY-MM-DD. */
export function nodeSupport(version: string, today: string): NodeSupport {
  const major = Number.parseInt(version.replace(/^v/, ''), 10);
  const lastDay = endOfLife[String(major)] ?? null;
  const pastEndOfLife = lastDay !== null && today > lastDay;
  const recommended = `Node.js ${NODE_RECOMMENDED_MAJOR} LTS`;
  let message = `Node.js ${version}`;
  if (pastEndOfLife) {
    message += ` reached its end of life on ${lastDay} and gets no security fixes: move to ${recommended}.`;
  } else if (lastDay === null) {
    message += ` is not a long-term-support line the shop is tested on (${NODE_TESTED_MAJORS.join(' and ')}): ${recommended} is recommended.`;
  } else if (major !== NODE_RECOMMENDED_MAJOR) {
    message += ` is supported until ${lastDay}; ${recommended} is recommended.`;
  } else {
    message += ` (LTS, supported until ${lastDay}).`;
  }
  return { major, endOfLife: lastDay, pastEndOfLife, message };
}
