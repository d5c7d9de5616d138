import { z } from 'zod'
import { userLevels } from './enums.ts'
import { listQuerySchema } from './list.ts'

export const userListQuerySchema = listQuerySchema.extend({
  level: z.enum(userLevels, { error: 'Level must be device, registered-user or admin.' }).optional(),
})
export type UserListQuery = z.infer<typeof userListQuerySchema>

export const userSortFields = ['id', 'firstName', 'lastName', 'email', 'creationDate', 'activeDate'] as const
