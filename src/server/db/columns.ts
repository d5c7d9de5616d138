import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core'
import type { Translated } from '../../domain/translated.ts'

/** Integer identity primary key; ids are shown to staff, so they stay small and numeric. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity()

/** A translatable field: one jsonb object `{en, nl}` per field (docs/choices.md, "Ids"). */
export const translated = (name: string) => jsonb(name).$type<Translated>().notNull().default({})

export const createdAt = (name = 'creation_date') =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow()

export const ordering = () => integer('index').notNull().default(0)

/**
 * How many times the record was changed: GET answers it, a PUT that names an older one is refused
 * with 409 (no lost updates). The CRUD pattern checks and raises it on every update.
 */
export const version = () => integer('version').notNull().default(1)
