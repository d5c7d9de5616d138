import { QueryClient } from '@tanstack/react-query'
import { failureOf } from '../../domain/failure.ts'

/** One retry for network hiccups; a 4xx answer is final. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => {
          const status = failureOf(error)?.status
          return count < 1 && !(status !== undefined && status >= 400 && status < 500)
        },
      },
      mutations: { retry: false },
    },
  })
}
