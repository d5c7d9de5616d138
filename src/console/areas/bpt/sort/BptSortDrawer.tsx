import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { useCallback } from 'react'
import type { BptQuestionDto } from '../../../../domain/contracts/bpt-questions.ts'
import { shownText } from '../../../../domain/reference.ts'
import { bptQuestions } from '../../../api/bpt-questions.ts'
import { SortDrawer } from '../../../ui/ordering/sort-drawer/SortDrawer.tsx'
import { useSortDrawer } from '../../../ui/ordering/sort-drawer/useSortDrawer.ts'
import { TranslatableText } from '../../../ui/translation/TranslatableText.tsx'
import { bptTypeNames } from '../../../ui/words/bptNames.ts'
import { bptSortParam } from './useBptSortParam.ts'

/** A question's text as plain words (where it is missing in this language, its reference's). */
const nameOf = (question: BptQuestionDto) => shownText(question, 'text').text

/**
 * Sort and Hierarchy of the BPT questions (docs/product.md §2 "BPT list"): the questions are one
 * flat list (no parents), so this is the ordering kit's Sort drawer (`ui/ordering/sort-drawer/`):
 * each row the question's text and its type, ordered by drag and drop with the pointer or the
 * keyboard, Alt+↑/↓ or Move up/down; Save sends the whole order once (`PUT /bpt-question/order`).
 * Opened by `?hierarchy` on /bpt; the list is the page's (the API answers it in index order).
 */
export function BptSortDrawer() {
  const { t, i18n } = useLingui()
  const editor = useSortDrawer({
    param: bptSortParam,
    resource: bptQuestions,
    messages: {
      saved: t`Saved the order of the questions`,
      saveFailed: t`Failed to save the order of the questions`,
      unsaved: t`The new order of the questions is not saved.`,
    },
  })
  const contentOf = useCallback(
    (question: BptQuestionDto) => (
      <>
        <Text size="2" weight="medium">
          <TranslatableText value={shownText(question, 'text')} fallback={`#${question.id}`} />
        </Text>
        <Text size="1" color="gray">
          {i18n._(bptTypeNames[question.type])}
        </Text>
      </>
    ),
    [i18n],
  )

  return (
    <SortDrawer
      editor={editor}
      nameOf={nameOf}
      contentOf={contentOf}
      words={{
        help: [
          t`Drag a question by its handle to another place in the list, or use its Move up and Move down buttons.`,
          t`With the keyboard: on a question's handle, Alt with Arrow up or down moves it one place; Space picks it up to move with the arrows, Space drops it, Escape cancels. Press ? for every key.`,
        ],
        instructions: t`To move a question, press Space to pick it up, the arrow keys to move it, and Space to drop it. Escape cancels. Alt+Arrow up or down moves it one place.`,
        list: t`Questions in order`,
        roleDescription: t`draggable question`,
        loadFailed: t`The questions could not be loaded.`,
        empty: t`No questions yet. Add a question to order it here.`,
      }}
    />
  )
}
