import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Creation time, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Last change time; repositories set it on every update. */
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Money is integer dirhams (1 QAR = 100), see docs/decisions/001-money-in-dirhams.md. */
export const money = (name: string) => integer(name);
