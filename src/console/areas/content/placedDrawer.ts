import type { DrawerParam } from '../../ui/drawer/drawerParams.ts'

/**
 * Where a content drawer is placed, when not on /content: the story editor opens the drawers of
 * the content its pages show under its own parameters (`?info=12`, `?new=info`), and makes a page
 * of a record added there (`onSaved`).
 */
export type PlacedDrawerProps = {
  param?: DrawerParam<number>
  onSaved?: (saved: { id: number; added: boolean }) => void
}
