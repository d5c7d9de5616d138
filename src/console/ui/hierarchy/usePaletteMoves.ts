import { msg } from '@lingui/core/macro'
import { useMemo } from 'react'
import type { OrderingModel } from '../../../domain/ordering-model.ts'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'
import type { HierarchyTexts, HierarchyWords } from './hierarchyWords.ts'
import type { TreeMoves } from './treeMoves.ts'

/**
 * The focused row's moves in the palette ("This record"), so they can be searched and run: up,
 * down, to the top level, and under a top-level item found by its title.
 */
export function usePaletteMoves<Problem>({
  focused,
  model,
  movesOf,
  texts,
  words,
  disabled,
}: {
  focused: number | undefined
  /** The tree: the commands are made again when it changes. */
  model: OrderingModel<Problem>
  movesOf: (id: number, parentId: number | null) => TreeMoves
  texts: HierarchyTexts<Problem>
  words: HierarchyWords
  disabled: boolean
}) {
  const focusedParent = focused === undefined ? null : (model.placeOf(focused)?.parentId ?? null)
  const { titleOf, emojiOf, titleLangOf } = texts
  // biome-ignore lint/correctness/useExhaustiveDependencies: the moves are rebuilt when the focused row or the tree (model) changes
  const commands = useMemo((): Command[] | null => {
    if (focused === undefined || disabled) return null
    const moves = movesOf(focused, focusedParent)
    const list: Command[] = [
      {
        id: 'hierarchy.up',
        group: 'record',
        label: msg`Move up`,
        keywords: ['omhoog'],
        run: () => moves.step(-1, 'handle'),
      },
      {
        id: 'hierarchy.down',
        group: 'record',
        label: msg`Move down`,
        keywords: ['omlaag'],
        run: () => moves.step(1, 'handle'),
      },
    ]
    if (moves.makeMain)
      list.push({ id: 'hierarchy.main', group: 'record', label: words.makeTop, run: moves.makeMain })
    if (moves.parents.length) {
      list.push({
        id: 'hierarchy.nest',
        group: 'record',
        label: words.nest,
        keywords: words.nestKeywords,
        search: {
          placeholder: words.nestSearch,
          find: async (query) =>
            moves.parents
              .filter((parent) => titleOf(parent).toLowerCase().includes(query.trim().toLowerCase()))
              .map((parent) => ({
                id: `hierarchy-parent-${parent}`,
                label: [emojiOf(parent), titleOf(parent)].filter(Boolean).join(' '),
                labelLang: titleLangOf(parent),
                run: () => moves.nest(parent),
              })),
        },
        run: () => {},
      })
    }
    return list
  }, [focused, focusedParent, model, disabled])
  useRecordCommands(commands)
}
