import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import type { Lang } from '../../domain/lang.ts'
import { Toasts } from '../ui/toasts/Toasts.tsx'
import { LanguageProvider } from './i18n/LanguageProvider.tsx'
import { createQueryClient } from './queryClient.ts'
import { createRouter } from './routing/router.tsx'
import { ThemeRoot } from './ThemeRoot.tsx'

export function App({ initialLang }: { initialLang: Lang }) {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={initialLang}>
        <ThemeRoot>
          <RouterProvider router={router} />
          <Toasts />
        </ThemeRoot>
      </LanguageProvider>
    </QueryClientProvider>
  )
}
