import { and, eq, ne, sql } from 'drizzle-orm'
import type { Queryable } from '../crud/index.ts'
import { users } from '../db/schema.ts'
import { conflict } from '../errors.ts'

/**
 * Keeps one admin at least. Two admins demoting (or deleting) each other at the same moment would
 * each still see the other as admin; so every write that takes the Admin level away first waits
 * for this transaction-scoped lock, then counts the admins left in a fresh snapshot. Nothing
 * waits for a row while holding it, so it cannot deadlock with the row locks of those writes.
 */
export async function requireAnotherAdmin(tx: Queryable, userId: number, message: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('canopy.users.admins'))`)
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.level, 'admin'), ne(users.id, userId)))
    .limit(1)
  if (!other) throw conflict(message, { level: message })
}
