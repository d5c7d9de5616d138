import { eq, or } from 'drizzle-orm'
import { userDtoSchema } from '../../domain/contracts/users.ts'
import { userListQuerySchema, userSortFields } from '../../domain/users.ts'
import { MAX_ID } from '../../domain/validation.ts'
import { contains, crudRoutes, defineResource } from '../crud/index.ts'
import { users } from '../db/schema.ts'
import { toUserRecord } from './users.mapper.ts'

/** A search text that an id column can hold is also compared with ids. */
const asId = (q: string) => (/^\d{1,10}$/.test(q) && Number(q) <= MAX_ID ? Number(q) : undefined)

/**
 * Users (SPEC §3), read-only here: `GET /api/user` searches first name, last name, e-mail and the
 * numeric id (`?q=`), filters `?level=`, sorts and pages like every list; `GET /api/user/:id`.
 * Writes come with the Users area.
 */
export const userResource = defineResource({
  name: 'User',
  path: '/user',
  table: users,
  response: userDtoSchema,
  toDto: toUserRecord,
  list: {
    query: userListQuerySchema,
    search: (q) => {
      const text = or(contains(users.firstName, q), contains(users.lastName, q), contains(users.email, q))
      const id = asId(q)
      return id === undefined ? text : or(text, eq(users.id, id))
    },
    filter: (query) => [query.level ? eq(users.level, query.level) : undefined],
    sort: Object.fromEntries(userSortFields.map((field) => [field, users[field]])),
  },
  delete: false,
})

export const usersRoutes = crudRoutes(userResource)
