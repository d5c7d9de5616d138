import { z } from 'zod'
import { userLevels } from '../enums.ts'
import { isoDate, translatedFlag, versioned } from './common.ts'

/** The signed-in user (`GET /api/user/current`, and the `user` of a login). */
export const currentUserDtoSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  level: z.enum(userLevels),
})

/** A user as lists and drawers read it: never the password hash or the device id. */
export const userDtoSchema = currentUserDtoSchema.extend({
  address: z.object({
    street: z.string().nullable(),
    house_number: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string(),
  }),
  enablePushNotifications: z.boolean(),
  hasPushToken: z.boolean(),
  requestedAccountDeletion: z.boolean(),
  requestedDataRemoval: z.boolean(),
  creationDate: isoDate,
  activeDate: isoDate.nullable(),
  ...translatedFlag,
  ...versioned,
})
export type UserDto = z.infer<typeof userDtoSchema>

/** `POST /api/user/login-admin`. */
export const loginAnswerSchema = z.object({ accessToken: z.string(), user: currentUserDtoSchema })

/** `POST /api/user/register`: the same for a new e-mail and a taken one. */
export const registerAnswerSchema = z.object({ message: z.string() })

/** `GET /api/user/logout`. */
export const logoutAnswerSchema = z.object({ message: z.string() })
