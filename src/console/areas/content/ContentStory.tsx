import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { ContentType } from '../../../domain/enums.ts'
import { content } from '../../api/content.ts'
import { useResourcePage } from '../../api/useResource.ts'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'
import { toast } from '../../ui/toasts/toastStore.ts'
import { contentKindNames } from './contentKinds.ts'
import { StoryButton } from './StoryButton.tsx'

/**
 * In an open content drawer: the story the item is a page of (its row of the content list, read
 * by id), with the Story button, and "Open this item's story" in the palette.
 */
export function ContentStory({ kind, id }: { kind: ContentType; id: number }) {
  const { t, i18n } = useLingui()
  const page = useResourcePage(content, { type: kind, id, page: 1, pageSize: 1 })
  const row = page.data?.rows[0]
  const word = i18n._(contentKindNames[kind].word)
  const commands = useMemo<Command[] | null>(
    () =>
      row
        ? [
            {
              id: 'record.open-story',
              group: 'record',
              label: { id: 'record.open-story', message: t`Open this ${word}’s story` },
              run: (context) =>
                row.story
                  ? context.navigate(`/stories/${row.story.id}`)
                  : toast.info(t`This ${word} is not connected to any story`),
            },
          ]
        : null,
    [row, t, word],
  )
  useRecordCommands(commands)
  if (!row) return null
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Text size="2" weight="medium">
        {t`Story`}
      </Text>
      {row.story ? (
        <StoryButton row={row} />
      ) : (
        <Text size="2" color="gray">
          {t`Not in any story yet`}
        </Text>
      )}
    </Flex>
  )
}
