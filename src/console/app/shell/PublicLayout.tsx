import { Flex } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { ServerUnavailableNotice } from '../session/ServerUnavailableNotice.tsx'
import { LanguageSwitch } from './LanguageSwitch.tsx'
import './shell.css'

/** Login and registration: a centred card, with the language switch. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex
      asChild
      direction="column"
      align="center"
      justify="center"
      minHeight="100vh"
      p="4"
      gap="4"
      className="public"
    >
      {/* The page's main landmark, as inside the shell. */}
      <main id="main">
        <Flex position="absolute" top="4" right="4">
          <LanguageSwitch />
        </Flex>
        <ServerUnavailableNotice />
        {children}
      </main>
    </Flex>
  )
}
