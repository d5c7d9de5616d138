import { areas } from '../../areas/index.ts'
import { registerCommands } from './registry.ts'

let loading: Promise<void> | null = null

/**
 * Every area's palette commands, from the areas' manifest. The signed-in shell waits for them
 * before it first renders (src/console/app/shell/LazyShell.tsx), so the palette finds records
 * before a page was ever opened, while the login page downloads none of them. Loads once.
 */
export function loadAreaCommands(): Promise<void> {
  loading ??= Promise.all(areas.map((area) => area.commands?.() ?? [])).then(
    (lists) => registerCommands(lists.flat()),
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}
