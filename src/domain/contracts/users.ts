import { z } from 'zod'
import { deletionRequestTypes, storyTypes, userLevels } from '../enums.ts'
import { userCreateSchema, userListQuerySchema, userUpdateSchema } from '../users.ts'
import { isoDate, translatedFlag, versioned, withReference } from './common.ts'
import { defineContract } from './contract.ts'
import { userEndpoint } from './endpoints.ts'

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
  /** Quizzes: how many stories the user watched (a user-story with a watched date). */
  quizzes: z.number().int(),
  /** List: actions plus initiatives on the user's list. */
  list: z.number().int(),
  ...translatedFlag,
  ...versioned,
})
export type UserDto = z.infer<typeof userDtoSchema>
/** A row of either view of `/users` is the user as `GET /api/user` answers it. */
export type UserRowDto = UserDto

/** A row of the deletion-request table (`GET /api/user/deletion-requests`). */
export const deletionRequestDtoSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** An account deletion includes the data: a user who asked for both is listed once, as `account`. */
  type: z.enum(deletionRequestTypes),
})
export type DeletionRequestDto = z.infer<typeof deletionRequestDtoSchema>

const openAnswer = z.object({ option: z.string(), openAnswer: z.string().nullable() })

/** The user's answers to the behaviour and profile tracker, readable (category titles resolved). */
export const bptInfoDtoSchema = z.object({
  expertise: z.array(
    z.object({
      categoryId: z.number().int(),
      category: z.string().nullable(),
      level: z.string(),
      ...withReference('category'),
    }),
  ),
  motivation: z.array(openAnswer),
  behavior: z.array(openAnswer),
  barriers: z.array(openAnswer),
})
export type BptInfoDto = z.infer<typeof bptInfoDtoSchema>

/**
 * Titles are in the request language; `null` when that translation is missing, and then the
 * entry's `reference` holds it in the language that has it (src/domain/reference.ts).
 */
const title = z.string().nullable()
const titleReference = withReference('title')

export const userStepDtoSchema = z.object({
  /** The user-step id (`DELETE /api/user-step/{id}`). */
  id: z.number().int(),
  stepId: z.number().int(),
  userActionId: z.number().int().nullable(),
  description: title,
  completed: z.boolean(),
  completedDate: isoDate.nullable(),
  ...withReference('description'),
})

/**
 * `GET /api/user/{id}/full`: the user and everything the drawer's panels show. Every list is
 * newest first; ids are those of the user's own records (what the per-record deletes take).
 */
export const userFullDtoSchema = userDtoSchema.extend({
  labels: z.array(z.object({ id: z.number().int(), value: z.string() })),
  interests: z.array(z.object({ id: z.number().int(), title, emoji: z.string(), ...titleReference })),
  bptInfo: bptInfoDtoSchema.nullable(),
  stories: z.array(
    z.object({
      id: z.number().int(),
      storyId: z.number().int(),
      title,
      type: z.enum(storyTypes),
      presentedDate: isoDate.nullable(),
      watchedDate: isoDate.nullable(),
      completedDate: isoDate.nullable(),
      ...titleReference,
    }),
  ),
  actions: z.array(
    z.object({
      id: z.number().int(),
      actionId: z.number().int(),
      title,
      completed: z.boolean(),
      completedDate: isoDate.nullable(),
      creationDate: isoDate,
      steps: z.array(userStepDtoSchema),
      ...titleReference,
    }),
  ),
  steps: z.array(userStepDtoSchema),
  initiatives: z.array(
    z.object({
      id: z.number().int(),
      initiativeId: z.number().int(),
      title,
      completed: z.boolean(),
      completedDate: isoDate.nullable(),
      creationDate: isoDate,
      ...titleReference,
    }),
  ),
  infographics: z.array(
    z.object({
      id: z.number().int(),
      infoGraphicId: z.number().int(),
      title,
      creationDate: isoDate,
      ...titleReference,
    }),
  ),
  userCo2QuizAnswers: z.array(
    z.object({
      id: z.number().int(),
      questionId: z.number().int(),
      question: title,
      answer: z
        .object({ id: z.number().int(), text: title, isOther: z.boolean(), ...withReference('text') })
        .nullable(),
      inputValue: z.number().nullable(),
      creationDate: isoDate,
      ...withReference('question'),
    }),
  ),
  /** The last notifications sent to this user from the CMS, newest first (at most 10). */
  notifications: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      body: z.string(),
      status: z.enum(['pending', 'sent', 'failed']),
      error: z.string().nullable(),
      sentBy: z.string().nullable(),
      creationDate: isoDate,
    }),
  ),
})
export type UserFullDto = z.infer<typeof userFullDtoSchema>

/** `POST /api/notification/user` → 201: the push service took the message. */
export const notificationSentSchema = z.object({
  id: z.number().int(),
  status: z.literal('sent'),
  ticketId: z.string().nullable(),
})
export type NotificationSent = z.infer<typeof notificationSentSchema>

/** `PUT /api/user/reset-password`, `POST /api/user/bpt/{id}`, `POST /api/user/co2quiz/{id}`, `DELETE /api/user/{id}/data`. */
export const userActionAnswerSchema = z.object({ id: z.number().int(), message: z.string() })

/** `POST /api/user/login-admin`. */
export const loginAnswerSchema = z.object({ accessToken: z.string(), user: currentUserDtoSchema })

/** `POST /api/user/register`: the same for a new e-mail and a taken one. */
export const registerAnswerSchema = z.object({ message: z.string() })

/** `GET /api/user/logout`. */
export const logoutAnswerSchema = z.object({ message: z.string() })

/** What `/api/user` answers and takes; updates go to `/api/user-admin/:id` (its endpoint: `userEndpoint`). */
export const userSchemas = {
  dto: userDtoSchema,
  query: userListQuerySchema,
  create: userCreateSchema,
  update: userUpdateSchema,
}
export const userContract = defineContract(userEndpoint, userSchemas)
