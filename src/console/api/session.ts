import type {
  CurrentUser,
  LoginInput,
  LoginResponse,
  RegisterInput,
  RegisterResponse,
  StatusResponse,
} from '../../domain/auth.ts'
import { api, readJson } from './client.ts'

export const sessionApi = {
  /** null when signed out; throws on 503 so a server blip keeps the session instead of signing out. */
  async current(): Promise<CurrentUser | null> {
    const response = await api.get('user/current', {
      throwHttpErrors: (status) => status === 503,
      context: { quiet401: true },
    })
    return readJson<CurrentUser>(response)
  },
  async login(input: LoginInput): Promise<LoginResponse> {
    const response = await api.post('user/login-admin', { json: input, context: { quiet401: true } })
    return (await readJson<LoginResponse>(response))!
  },
  async register(input: RegisterInput): Promise<RegisterResponse> {
    const response = await api.post('user/register', { json: input, context: { quiet401: true } })
    return (await readJson<RegisterResponse>(response))!
  },
  async logout(): Promise<void> {
    await api.get('user/logout', { context: { quiet401: true } })
  },
  async status(): Promise<StatusResponse | null> {
    return readJson<StatusResponse>(await api.get('status'))
  },
}
