import type { Decorator } from '@storybook/react-vite'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useEffect, useState } from 'react'
import { type CanopyParameters, readParameters } from '../parameters.ts'

/**
 * A fresh QueryClient per story, pre-seeded so nothing goes to the network: the session
 * (`parameters.session`, else anonymous) and any `parameters.queryData` entries.
 */
function StoryQueryClient({ parameters, children }: { parameters: CanopyParameters; children: ReactNode }) {
  const [client] = useState(() => {
    const queryClient = new QueryClient({
      defaultOptions: {
        queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
        mutations: { retry: false },
      },
    })
    queryClient.setQueryData(['session'], parameters.session ?? null)
    for (const [key, data] of parameters.queryData ?? []) queryClient.setQueryData(key, data)
    return queryClient
  })
  useEffect(() => () => client.clear(), [client])
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

export const withQueryClient: Decorator = (Story, { id, parameters }) => (
  <StoryQueryClient key={id} parameters={readParameters(parameters)}>
    <Story />
  </StoryQueryClient>
)
