/** Column helpers of the schema files. Money is bigint minor units (2 digits, 4 for XAU grams); secrets are stored only as hashes. */
import { bigint, timestamp, uuid } from 'drizzle-orm/pg-core';

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const id = () => uuid('id').primaryKey().defaultRandom();

export const money = (name: string) => bigint(name, { mode: 'bigint' });
