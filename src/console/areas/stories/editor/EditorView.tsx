import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ArrowLeftIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons'
import { Badge, Button, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import type { UseQueryResult } from '@tanstack/react-query'
import type { RefObject } from 'react'
import { Link } from 'react-router-dom'
import type { StoryDto } from '../../../../domain/contracts/stories.ts'
import type { StoryItemDto } from '../../../../domain/contracts/story-items.ts'
import { failureOf } from '../../../../domain/failure.ts'
import type { ShownText } from '../../../../domain/reference.ts'
import { PRIMARY_FOCUS } from '../../../ui/focus/returnFocus.ts'
import { ErrorState } from '../../../ui/grid/TableStates.tsx'
import { StateIcon } from '../../../ui/StateIcon.tsx'
import { TranslatableText } from '../../../ui/translation/TranslatableText.tsx'
import { AddItemMenu } from './AddItemMenu.tsx'
import { StoryGrid } from './StoryGrid.tsx'
import type { useStoryGrid } from './useStoryGrid.ts'

type Props = {
  story: StoryDto
  title: ShownText
  pages: StoryItemDto[] | undefined
  pagesError: unknown
  retry: () => void
  grid: ReturnType<typeof useStoryGrid>
  byId: ReadonlyMap<number, StoryItemDto>
  publish: { published: boolean; saving: boolean; toggle: () => void }
  addButton: RefObject<HTMLButtonElement | null>
  onEdit: () => void
  onDelete: () => void
  onOpenPage: (id: number) => void
  onDeletePage: (id: number) => void
}

/** The editor's screen: its header and buttons, then the grid of pages (or why there is none yet). */
export function EditorView(props: Props) {
  const { story, pages, grid, publish } = props
  const { t } = useLingui()
  const count = pages?.length ?? story.itemCount
  return (
    <Flex direction="column" gap="4" p="6" className="story-editor">
      <Flex direction="column" gap="1">
        <Text size="2">
          <Link to="/stories" className="story-editor-back">
            <ArrowLeftIcon aria-hidden /> {t`Stories`}
          </Link>
        </Text>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="6">
            <TranslatableText value={props.title} fallback={`#${story.id}`} />
          </Heading>
          <Badge color={story.type === 'quiz' ? 'purple' : 'grass'} variant="soft">
            {story.type === 'quiz' ? t`Quiz` : t`Story`}
          </Badge>
          <StateIcon translated={story.translated} published={publish.published} />
        </Flex>
        <Text color="gray" size="2">
          {t({ message: plural(count, { one: '# page', other: '# pages' }) })}
          {story.category ? ` · ${story.category.emoji} ${story.category.title}` : ''}
        </Text>
      </Flex>
      <Flex gap="2" align="center" wrap="wrap">
        <Button variant="soft" onClick={props.onEdit}>
          <Pencil1Icon /> {t`Edit`}
        </Button>
        <span
          ref={(node) => {
            props.addButton.current = node?.querySelector('button') ?? null
          }}
        >
          <AddItemMenu />
        </span>
        <Button
          variant={publish.published ? 'soft' : 'solid'}
          color={publish.published ? 'gray' : 'grass'}
          onClick={publish.toggle}
          disabled={publish.saving}
        >
          {publish.saving ? <Spinner /> : null} {publish.published ? t`Un-publish` : t`Publish`}
        </Button>
        <Button variant="soft" color="red" onClick={props.onDelete}>
          <TrashIcon /> {t`Delete`}
        </Button>
      </Flex>
      {props.pagesError && pages === undefined ? (
        <ErrorState onRetry={props.retry} />
      ) : pages === undefined ? (
        <Flex role="status" aria-busy="true" align="center" gap="2">
          <Spinner /> <Text size="2" color="gray">{t`Loading the pages…`}</Text>
        </Flex>
      ) : pages.length === 0 ? (
        <Text role="status" size="2" color="gray" {...{ [PRIMARY_FOCUS]: '' }}>
          {t`No pages yet. Add Item adds the first one.`}
        </Text>
      ) : (
        <StoryGrid
          actor={grid.actor}
          state={grid.state}
          context={grid.context}
          pages={props.byId}
          announcement={grid.announcement}
          onOpen={props.onOpenPage}
          onDelete={(id) => props.onDeletePage(id)}
        />
      )}
    </Flex>
  )
}

/** Before the story is there: loading, not found (an old link) or failed. */
EditorView.Waiting = function Waiting({ story }: { story: UseQueryResult<unknown> }) {
  const { t } = useLingui()
  if (story.error && failureOf(story.error)?.status === 404) {
    return (
      <Flex direction="column" gap="3" p="6" role="status">
        <Heading as="h1" size="6">{t`Story not found`}</Heading>
        <Text size="2">{t`This story does not exist (any more).`}</Text>
        <Text size="2">
          <Link to="/stories" {...{ [PRIMARY_FOCUS]: '' }}>{t`Back to the stories`}</Link>
        </Text>
      </Flex>
    )
  }
  if (story.error) return <ErrorState onRetry={() => void story.refetch()} />
  return (
    <Flex role="status" aria-busy="true" align="center" gap="2" p="6">
      <Spinner /> <Text size="2" color="gray">{t`Loading the story…`}</Text>
    </Flex>
  )
}
