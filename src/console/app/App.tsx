import { Theme } from '@radix-ui/themes'
import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { Lang } from '../../domain/lang.ts'
import { Toasts } from '../ui/toasts/Toasts.tsx'
import { LanguageProvider } from './i18n/LanguageProvider.tsx'
import { createQueryClient } from './queryClient.ts'
import { createRouter } from './routing/router.tsx'

export function App({ initialLang }: { initialLang: Lang }) {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={initialLang}>
        <Theme accentColor="grass" grayColor="sage" radius="medium" scaling="100%">
          <RouterProvider router={router} />
          <Toasts />
        </Theme>
      </LanguageProvider>
    </QueryClientProvider>
  )
}
