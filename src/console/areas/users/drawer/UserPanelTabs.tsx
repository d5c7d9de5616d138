import { useLingui } from '@lingui/react/macro'
import { Badge, Tabs } from '@radix-ui/themes'
import { type ReactNode, useRef } from 'react'
import type { UserFullDto } from '../../../../domain/contracts/users.ts'
import { focusSoon } from '../../../ui/focus/focusSoon.ts'
import { hasAnswersToRemove } from './answerRemovals.ts'
import { ActionsPanel } from './panels/ActionsPanel.tsx'
import { BptPanel } from './panels/BptPanel.tsx'
import { Co2QuizPanel } from './panels/Co2QuizPanel.tsx'
import { InfographicsPanel } from './panels/InfographicsPanel.tsx'
import { InformationPanel } from './panels/InformationPanel.tsx'
import { InitiativesPanel } from './panels/InitiativesPanel.tsx'
import { NotificationsPanel } from './panels/NotificationsPanel.tsx'
import type { PanelId } from './panels/panelIds.ts'
import { StoriesPanel } from './panels/StoriesPanel.tsx'
import { useNotificationSender } from './useNotificationSender.ts'
import { usePanelConfirmations } from './usePanelConfirmations.tsx'
import { useUserDrawerCommands } from './useUserDrawerCommands.ts'
import type { UserDrawerUi } from './useUserDrawerUi.ts'

/**
 * The panels as tabs: one Tab stop for the tab list (arrows move between tabs, Home/End), then Tab
 * into the open panel. The notification workflow and the confirmations live here, above the tabs,
 * so a send or a delete under way survives a tab switch; the palette's user commands come from
 * here too, as they switch to the panel they act on.
 */
export function UserPanelTabs({
  user,
  canReceive,
  ui,
  onDeleteUser,
}: {
  user: UserFullDto
  canReceive: boolean
  ui: UserDrawerUi
  onDeleteUser: () => void
}) {
  const { t } = useLingui()
  const sender = useNotificationSender(user.id, canReceive)
  const { ask, dialog } = usePanelConfirmations(user)
  const notificationOpen = useRef<HTMLButtonElement>(null)
  const notificationTitle = useRef<HTMLInputElement>(null)
  const bptRemove = useRef<HTMLButtonElement>(null)
  const co2Remove = useRef<HTMLButtonElement>(null)
  const canRemoveBpt = hasAnswersToRemove('removeBptAnswers', user)
  const canRemoveCo2 = hasAnswersToRemove('removeCo2QuizAnswers', user)
  const tabList = useRef<HTMLDivElement>(null)
  // Once the answers are gone their button is disabled: focus goes to the panel's tab instead.
  const buttonOrTab = (button: HTMLButtonElement | null) =>
    button && !button.disabled
      ? button
      : tabList.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
  const askRemoveBpt = () =>
    ask({ type: 'removeBptAnswers', focusAfter: () => buttonOrTab(bptRemove.current) })
  const askRemoveCo2 = () =>
    ask({ type: 'removeCo2QuizAnswers', focusAfter: () => buttonOrTab(co2Remove.current) })

  useUserDrawerCommands({
    canReceive,
    canRemoveBpt,
    canRemoveCo2,
    sendNotification: () => {
      ui.setTab('notifications')
      sender.send({ type: 'notification.open' })
      focusSoon(() => notificationTitle.current)
    },
    resetPassword: () => {
      ui.setPasswordOpen(true)
      focusSoon(() => ui.passwordField.current)
    },
    resetBpt: () => {
      ui.setTab('bpt')
      askRemoveBpt()
    },
    resetCo2Quiz: () => {
      ui.setTab('co2quiz')
      askRemoveCo2()
    },
    deleteUser: onDeleteUser,
  })

  const counted = (label: string, count: number): ReactNode => (
    <>
      {label}
      <Badge size="1" color="gray" variant="soft" highContrast ml="1">
        {count}
      </Badge>
    </>
  )
  const tabs: [PanelId, ReactNode][] = [
    ['information', t`Information`],
    ['notifications', t`Notifications`],
    ['bpt', t`Behaviour and Profile Tracker`],
    ['stories', counted(t`Stories`, user.stories.length)],
    ['actions', counted(t`Actions`, user.actions.length)],
    ['initiatives', counted(t`Initiatives`, user.initiatives.length)],
    ['infographics', counted(t`Infographics`, user.infographics.length)],
    ['co2quiz', counted(t`CO2 Quiz`, user.userCo2QuizAnswers.length)],
  ]

  return (
    <div className="user-panels">
      <Tabs.Root value={ui.tab} onValueChange={(tab) => ui.setTab(tab as PanelId)}>
        <Tabs.List ref={tabList} wrap="wrap" size="1" aria-label={t`The user's records`}>
          {tabs.map(([id, label]) => (
            <Tabs.Trigger key={id} value={id}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div className="user-panel">
          <Tabs.Content value="information">
            <InformationPanel user={user} />
          </Tabs.Content>
          <Tabs.Content value="notifications">
            <NotificationsPanel
              user={user}
              sender={sender}
              refs={{ open: notificationOpen, title: notificationTitle }}
            />
          </Tabs.Content>
          <Tabs.Content value="bpt">
            <BptPanel
              bptInfo={user.bptInfo}
              removeRef={bptRemove}
              canRemove={canRemoveBpt}
              onRemove={askRemoveBpt}
            />
          </Tabs.Content>
          <Tabs.Content value="stories">
            <StoriesPanel stories={user.stories} ask={ask} />
          </Tabs.Content>
          <Tabs.Content value="actions">
            <ActionsPanel actions={user.actions} ask={ask} />
          </Tabs.Content>
          <Tabs.Content value="initiatives">
            <InitiativesPanel initiatives={user.initiatives} ask={ask} />
          </Tabs.Content>
          <Tabs.Content value="infographics">
            <InfographicsPanel infographics={user.infographics} ask={ask} />
          </Tabs.Content>
          <Tabs.Content value="co2quiz">
            <Co2QuizPanel
              answers={user.userCo2QuizAnswers}
              removeRef={co2Remove}
              canRemove={canRemoveCo2}
              onRemove={askRemoveCo2}
              ask={ask}
            />
          </Tabs.Content>
        </div>
      </Tabs.Root>
      {dialog}
    </div>
  )
}
