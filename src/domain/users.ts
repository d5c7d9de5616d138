import { z } from 'zod'
import { newPasswordField } from './auth.ts'
import { userLevels } from './enums.ts'
import { listQuerySchema } from './list.ts'
import { maxText } from './text-length.ts'
import { EMAIL_PATTERN, requiredText, TEXT_MAX } from './validation.ts'

export const userListQuerySchema = listQuerySchema.extend({
  level: z.enum(userLevels, { error: 'Level must be device, registered-user or admin.' }).optional(),
})
export type UserListQuery = z.infer<typeof userListQuerySchema>

export const userSortFields = ['id', 'firstName', 'lastName', 'email', 'creationDate', 'activeDate'] as const

/** `GET /api/user/deletion-requests`: paged like every list, newest request first. */
export const deletionRequestListQuerySchema = listQuerySchema.pick({ page: true, pageSize: true })

export { type DeletionRequestType, deletionRequestTypes } from './enums.ts'

/**
 * The user drawer's form (docs/product.md §2 "User drawer", §5 "User"): first name, last name and level are
 * required with the specified messages. E-mail is optional (device users have none) but valid when
 * given; an admin needs one to log in (docs/choices.md).
 */
export const userFormSchema = z
  .object({
    firstName: requiredText('First name is required.', TEXT_MAX.personName, 'First name is too long.'),
    lastName: requiredText('Last name is required.', TEXT_MAX.personName, 'Last name is too long.'),
    email: z
      .string()
      .check(...maxText(TEXT_MAX.email, 'E-mail must be valid.'))
      .trim()
      .refine((email) => email === '' || EMAIL_PATTERN.test(email), { error: 'E-mail must be valid.' })
      .default(''),
    level: z.enum(userLevels, { error: 'Level is required.' }),
  })
  .refine((user) => user.level !== 'admin' || user.email !== '', {
    error: 'An admin needs an e-mail to log in.',
    path: ['email'],
  })
export type UserFormInput = z.input<typeof userFormSchema>
export type UserFormValues = z.output<typeof userFormSchema>

/** `POST /api/user`: the drawer's fields (the new user has no password until one is reset). */
export const userCreateSchema = userFormSchema
/**
 * `PUT /api/user-admin/{id}`: the drawer's fields. What the app owns (deviceID, stories, actions,
 * initiatives, infographics, steps, userCo2QuizAnswers) is not part of it, so a client that still
 * sends them is ignored rather than refused (docs/product.md §3).
 */
export const userUpdateSchema = userFormSchema

/** `PUT /api/user/reset-password`. */
export const resetPasswordSchema = z.object({
  id: z.number({ error: 'Id must be a number.' }).int({ error: 'Id must be a number.' }).positive({
    error: 'Id must be a number.',
  }),
  password: newPasswordField,
})
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

/**
 * Expo accepts 4 KiB per message in all; a title that fits a lock screen and a body of a few
 * sentences stay well inside it (docs/choices.md).
 */
export const NOTIFICATION_TITLE_MAX = 100
export const NOTIFICATION_BODY_MAX = 1_000

/** The notification form (title, message), shared by the drawer panel and the route. */
export const notificationFormSchema = z.object({
  title: requiredText(
    'Title is required.',
    NOTIFICATION_TITLE_MAX,
    `Title should be at most ${NOTIFICATION_TITLE_MAX} characters.`,
  ),
  body: requiredText(
    'Message is required.',
    NOTIFICATION_BODY_MAX,
    `Message should be at most ${NOTIFICATION_BODY_MAX} characters.`,
  ),
})
export type NotificationFormValues = z.infer<typeof notificationFormSchema>

/** `POST /api/notification/user`. */
export const sendNotificationSchema = notificationFormSchema.extend({
  id: resetPasswordSchema.shape.id,
})
export type SendNotificationInput = z.infer<typeof sendNotificationSchema>

/** docs/product.md §6: the warning when a user cannot receive a push notification. */
export const NO_PUSH_TOKEN_MESSAGE = 'This user has no token or has notifications turned off.'

/** Whether the Notifications panel can send at all (the server checks the same). */
export const canReceivePush = (user: { enablePushNotifications: boolean; hasPushToken: boolean }) =>
  user.enablePushNotifications && user.hasPushToken

/** Information panel: the "Has address" chip shows when postal code and city exist (docs/product.md §2). */
export const hasAddress = (address: { postal_code: string | null; city: string | null }) =>
  Boolean(address.postal_code?.trim() && address.city?.trim())

/**
 * What the users routes answer besides the schemas' messages: the safety rules (docs/choices.md)
 * and the results of the drawer's resets. In the domain so the console translates them.
 */
export const userMessages = {
  emailTaken: 'This e-mail is already in use.',
  ownLevel: 'You cannot change your own level.',
  lastAdmin: 'The last admin cannot lose the Admin level.',
  ownAccount: 'You cannot delete your own account.',
  lastAdminDelete: 'The last admin cannot be deleted.',
  passwordReset: 'The password was reset.',
  bptReset: 'The BPT answers were removed.',
  co2QuizReset: 'The CO2 Quiz answers were removed.',
  dataDeleted: "The user's data was deleted.",
  noPushToken: NO_PUSH_TOKEN_MESSAGE,
} as const

export type {
  DeletionRequestDto,
  UserDto,
  UserFullDto,
  UserRowDto,
} from './contracts/users.ts'
