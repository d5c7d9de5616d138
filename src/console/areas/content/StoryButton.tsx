import { useLingui } from '@lingui/react/macro'
import { ReaderIcon } from '@radix-ui/react-icons'
import { Button } from '@radix-ui/themes'
import { useNavigate } from 'react-router-dom'
import type { ContentRowDto } from '../../../domain/contracts/content-list.ts'
import { shownText } from '../../../domain/reference.ts'
import { toast } from '../../ui/toasts/toastStore.ts'
import { TranslatableText } from '../../ui/translation/TranslatableText.tsx'
import { contentKindNames } from './contentKinds.ts'
import './content.css'

/**
 * The Story button of a content row (docs/product.md §2): opens the story the item is a page of, or says
 * 'This {type} is not connected to any story' (info, §8). Its own click: the row does not open.
 */
export function StoryButton({ row }: { row: ContentRowDto }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const word = i18n._(contentKindNames[row.type].word)
  const story = row.story
  const title = story ? shownText(story, 'title') : null
  // The name holds what the button shows (label in name, WCAG 2.5.3): a title shown from another
  // language is followed by that language's tag ("EN"), as on screen.
  const tag = title?.lang?.toUpperCase()
  return (
    <Button
      size="1"
      variant="soft"
      color={story ? undefined : 'gray'}
      className="content-story-button"
      // The title is cut to the column's width: the whole of it on hover.
      title={story ? title?.text || undefined : undefined}
      onClick={(event) => {
        event.stopPropagation()
        if (story) navigate(`/stories/${story.id}`)
        else toast.info(t`This ${word} is not connected to any story`)
      }}
      onKeyDown={(event) => {
        // Enter and Space press the button, not the row around it.
        if (event.key === 'Enter' || event.key === ' ') event.stopPropagation()
      }}
      aria-label={
        story ? t`Open story ${[title?.text || `#${story.id}`, tag].filter(Boolean).join(' ')}` : t`Story`
      }
    >
      <ReaderIcon />
      {story ? (
        <span className="content-story-title">
          <TranslatableText value={shownText(story, 'title')} fallback={`#${story.id}`} />
        </span>
      ) : (
        t`Story`
      )}
    </Button>
  )
}
