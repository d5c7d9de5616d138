/** What a dragged item is over. */
export type DropTarget =
  /** An item: take its place in its level (after it when moving down within the level). */
  | { kind: 'row'; id: number }
  /** A tree's zone under a parent's children: become its last child. */
  | { kind: 'into'; parentId: number }
  /** The zone after the top level (a tree's empty target, a list's end): become the last there. */
  | { kind: 'root' }

/** dnd-kit ids of the draggables and droppables: `row-12`, `into-3`, `root`. */
export const dropId = (target: DropTarget) =>
  target.kind === 'row' ? `row-${target.id}` : target.kind === 'into' ? `into-${target.parentId}` : 'root'

/** An item's dnd-kit id, `row-12`. */
export const itemDropId = (id: number) => dropId({ kind: 'row', id })

export function parseDropId(id: string | number | null | undefined): DropTarget | null {
  if (id === 'root') return { kind: 'root' }
  const match = /^(row|into)-(\d+)$/.exec(String(id ?? ''))
  if (!match) return null
  const value = Number(match[2])
  return match[1] === 'row' ? { kind: 'row', id: value } : { kind: 'into', parentId: value }
}

/** The item a dnd-kit id names (`row-12`: 12), or null for a zone. */
export function itemOfDropId(id: string | number | null | undefined): number | null {
  const target = parseDropId(id)
  return target?.kind === 'row' ? target.id : null
}
