import { Agent, type Dispatcher } from 'undici'

/**
 * The HTTP client expo-server-sdk sends through. The SDK fixes its URLs when it is first imported
 * (from `EXPO_BASE_URL`), so a process could only ever talk to one push service, and a test could
 * not give each server its own fake. It does take a dispatcher, though: this one sends each
 * request to `baseUrl` instead (keeping the SDK's path below it) and fails it when the service
 * does not connect or answer within `timeoutMs`.
 */
export function pushDispatcher(baseUrl: string, timeoutMs: number): Dispatcher {
  if (!URL.canParse(baseUrl)) throw new Error(`EXPO_PUSH_URL is not a URL: ${JSON.stringify(baseUrl)}`)
  const base = new URL(baseUrl)
  const prefix = base.pathname.endsWith('/') ? base.pathname.slice(0, -1) : base.pathname
  const agent = new Agent({ connectTimeout: timeoutMs, headersTimeout: timeoutMs, bodyTimeout: timeoutMs })
  // `close()` of the result closes the agent (compose proxies everything but `dispatch`).
  return agent.compose(
    (dispatch) => (options, handler) =>
      dispatch({ ...options, origin: base.origin, path: `${prefix}${options.path}` }, handler),
  )
}
