import { type ReactNode, useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { DrawerParam } from './drawerParams.ts'

/**
 * A drawer that is mounted the first time the URL opens it (`param` names it), then kept: a page
 * with many drawers (the story editor's eight) pays for none of them until one is asked for, and a
 * drawer once opened keeps its closing animation and the focus it gives back. Opened by a link or
 * a reload, it mounts at once and opens as usual.
 */
export function MountWhenOpened<K>({ param, children }: { param: DrawerParam<K>; children: ReactNode }) {
  const [params] = useSearchParams()
  const open = param.read(params) !== null
  const [mounted, setMounted] = useState(open)
  if (open && !mounted) setMounted(true)
  return mounted ? children : null
}
