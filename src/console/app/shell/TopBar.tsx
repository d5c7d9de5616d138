import { useLingui } from '@lingui/react/macro'
import { ExitIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons'
import { Button, Flex, Text } from '@radix-ui/themes'
import { Keys } from '../palette/Keys.tsx'
import { paletteKeys } from '../palette/shortcuts.ts'
import { useSession, useStatus } from '../session/session.ts'
import { LanguageSwitch } from './LanguageSwitch.tsx'

export function TopBar({ onOpenPalette, onLogout }: { onOpenPalette: () => void; onLogout: () => void }) {
  const { t } = useLingui()
  const { user } = useSession()
  const status = useStatus()
  return (
    <header className="shell-top">
      <Button variant="surface" color="gray" className="shell-search" onClick={onOpenPalette}>
        <MagnifyingGlassIcon />
        <span>{t`Search or jump to…`}</span>
        <Keys shortcut={[paletteKeys().join('+')]} />
      </Button>
      <Flex align="center" gap="4">
        {status.data ? (
          <Text size="1" color="gray" data-testid="app-version">
            {t`Version ${status.data.version}`}
          </Text>
        ) : null}
        <LanguageSwitch />
        {user ? (
          <Text size="2" weight="medium" data-testid="current-user">
            {user.firstName} {user.lastName}
          </Text>
        ) : null}
        <Button variant="surface" color="gray" highContrast onClick={onLogout}>
          <ExitIcon /> {t`Log out`}
        </Button>
      </Flex>
    </header>
  )
}
