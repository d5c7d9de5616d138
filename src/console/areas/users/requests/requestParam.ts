import { idParam, recordParam } from '../../../ui/drawer/drawerParams.ts'

/** The Handle the request drawer's URL parameter: `/users?request=12` (12 is the user's id). */
export const REQUEST_PARAM = 'request'

/** `?request=12`; opening it closes a user's drawer (`?edit=`, `?new`): one drawer at a time. */
export const requestParam = idParam(REQUEST_PARAM, recordParam.names)

/** Every drawer parameter of /users, for the palette's links (only the one asked for stays). */
export const USERS_DRAWER_PARAMS = [...recordParam.names, REQUEST_PARAM] as const
