import { createContext, type ReactNode, useCallback, useContext } from 'react'

/** A stand-in for one client (a fake in a story or a test), checked against the client's type. */
export type Binding = readonly [client: object, fake: object]

/** A client is reached through this, so a story or a test can swap in a fake. */
export type ResolveClient = <C extends object>(client: C) => C

/**
 * Binds `fake` in place of `client`. Calls the fake leaves out fail loudly instead of reaching the
 * network, so a story never talks to a server by accident.
 */
export function provide<C extends object>(client: C, fake: Partial<C>): Binding {
  const unfaked = Object.fromEntries(
    Object.keys(client).map((name) => [
      name,
      () => Promise.reject(new Error(`${name}() is not faked here.`)),
    ]),
  )
  return [client, { ...unfaked, ...fake }]
}

const resolveReal: ResolveClient = (client) => client
const ResourceContext = createContext<ResolveClient>(resolveReal)

/**
 * The one way to put fakes in place of API clients, for stories and tests: areas ask
 * `useClient(labelsApi)` and get the fake bound here, or the real client.
 */
export function ResourceProvider({ bindings, children }: { bindings: Binding[]; children: ReactNode }) {
  const resolve = useCallback<ResolveClient>(
    <C extends object>(client: C) => (bindings.find(([real]) => real === client)?.[1] as C) ?? client,
    [bindings],
  )
  return <ResourceContext.Provider value={resolve}>{children}</ResourceContext.Provider>
}

/** The client to call: the real one, or the fake a story or test bound in its place. */
export const useClient = <C extends object>(client: C): C => useContext(ResourceContext)(client)

/** The resolver itself, for code that runs outside render (the palette's searches). */
export const useResolveClient = () => useContext(ResourceContext)
