import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import type { Lang } from '../../domain/lang.ts'
import { Toasts } from '../ui/toasts/Toasts.tsx'
import { LanguageProvider } from './i18n/LanguageProvider.tsx'
import { createQueryClient } from './queryClient.ts'
import { Pages } from './routing/Pages.tsx'
import { ThemeRoot } from './ThemeRoot.tsx'

export function App({ initialLang }: { initialLang: Lang }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <LanguageProvider initial={initialLang}>
        <ThemeRoot>
          <Pages />
          <Toasts />
        </ThemeRoot>
      </LanguageProvider>
    </QueryClientProvider>
  )
}
