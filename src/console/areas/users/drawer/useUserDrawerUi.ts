import { useCallback, useId, useMemo, useRef, useState } from 'react'
import { useDrawerParam } from '../../../ui/drawer/useDrawerParam.ts'
import type { PanelId } from './panels/panelIds.ts'

type UiState = { for: number | null; tab: PanelId; password: boolean }
const initial = (openId: number | null): UiState => ({ for: openId, tab: 'information', password: false })

/**
 * What the user drawer shows besides the form: the panel tab and whether the New Password field
 * is open. It lives above the drawer, so a language switch (which reloads the form) keeps the tab,
 * and it starts over whenever another user (or none) is open in the URL. The Reset Password button
 * sits in the drawer's action bar and its field in the body, so both read it from here.
 */
export function useUserDrawerUi() {
  const { openId } = useDrawerParam()
  const [state, setState] = useState<UiState>(() => initial(openId))
  // Another user (or a closed drawer): start over (React's "adjust state while rendering").
  const current = state.for === openId ? state : initial(openId)
  if (state.for !== openId) setState(current)

  const passwordButton = useRef<HTMLButtonElement>(null)
  const passwordField = useRef<HTMLInputElement>(null)
  const passwordSectionId = useId()

  const setTab = useCallback((tab: PanelId) => setState((now) => ({ ...now, tab })), [])
  const setPasswordOpen = useCallback((password: boolean) => setState((now) => ({ ...now, password })), [])
  return useMemo(
    () => ({
      tab: current.tab,
      setTab,
      passwordOpen: current.password,
      setPasswordOpen,
      passwordButton,
      passwordField,
      passwordSectionId,
    }),
    [current.tab, current.password, setTab, setPasswordOpen, passwordSectionId],
  )
}
export type UserDrawerUi = ReturnType<typeof useUserDrawerUi>
