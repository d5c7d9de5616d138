/** Where user notifications go: Expo's push service, or a stand-in for it (tests, a staging proxy). */
export type PushConfig = {
  /** The service's base URL; the SDK's paths (`/--/api/v2/push/send`, …) are appended to it. */
  url: string
  /** An Expo access token, needed when the project has "enhanced push security" turned on. */
  accessToken?: string
  /** How long a send may take (connecting, then each wait for data) before it counts as failed. */
  timeoutMs: number
}

export const DEFAULT_PUSH_URL = 'https://exp.host'

/** Long enough for Expo on a slow day, short enough that the admin is not left waiting. */
export const DEFAULT_PUSH_TIMEOUT_MS = 10_000
