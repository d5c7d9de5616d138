import { QueryClient } from '@tanstack/react-query'
import { HTTPError } from 'ky'

/** One retry for network hiccups; a 4xx answer is final. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) =>
          count < 1 &&
          !(error instanceof HTTPError && error.response.status >= 400 && error.response.status < 500),
      },
      mutations: { retry: false },
    },
  })
}
