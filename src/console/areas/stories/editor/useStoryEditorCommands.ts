import { msg } from '@lingui/core/macro'
import { useMemo, useRef } from 'react'
import type { StoryDto } from '../../../../domain/contracts/stories.ts'
import type { Command } from '../../../app/palette/registry.ts'
import { useRecordCommands } from '../../../app/palette/useRecordCommands.ts'
import { addItemKinds } from './pageKinds.ts'

/** The palette's names of Add Item's entries. */
const addLabels = {
  action: msg`Add an actions page`,
  initiative: msg`Add an initiatives page`,
  info: msg`Add an info page`,
  'info-graphic': msg`Add an infographic page`,
  question: msg`Add a quiz question page`,
  hero: msg`Add a hero page`,
} as const

type Actions = {
  publish: { published: boolean; canUndo: boolean; toggle: () => void; undo: () => void }
  edit: () => void
  addPage: (kind: (typeof addItemKinds)[number]) => void
  remove: () => void
}

/**
 * The open story's commands in the palette (docs/keyboard.md): Publish or Un-publish (and Undo
 * after it), Add Item's kinds, Edit story, Delete story, and for a quiz the quiz of the day.
 */
export function useStoryEditorCommands(story: StoryDto | undefined, actions: Actions) {
  const { published, canUndo } = actions.publish
  const latest = useRef(actions)
  latest.current = actions
  const storyType = story?.type
  const commands = useMemo<Command[] | null>(() => {
    if (!storyType) return null
    const list: Command[] = [
      {
        id: 'story.publish',
        group: 'record',
        label: published ? msg`Un-publish this story` : msg`Publish this story`,
        keywords: ['publish', 'unpublish', 'publiceren', 'depubliceren'],
        run: () => latest.current.publish.toggle(),
      },
      {
        id: 'story.edit',
        group: 'record',
        label: msg`Edit this story`,
        keywords: ['title', 'notification', 'verhaal bewerken'],
        run: () => latest.current.edit(),
      },
      ...addItemKinds.map(
        (kind): Command => ({
          id: `story.add.${kind}`,
          group: 'record',
          label: addLabels[kind],
          keywords: ['add item', 'add page', 'new page', 'pagina toevoegen'],
          run: () => latest.current.addPage(kind),
        }),
      ),
      {
        id: 'story.delete',
        group: 'record',
        label: msg`Delete this story`,
        keywords: ['remove story', 'verhaal verwijderen'],
        run: () => latest.current.remove(),
      },
    ]
    if (canUndo) {
      list.push({
        id: 'story.publish.undo',
        group: 'record',
        label: published ? msg`Undo publishing` : msg`Undo un-publishing`,
        keywords: ['undo', 'ongedaan maken'],
        run: () => latest.current.publish.undo(),
      })
    }
    if (storyType === 'quiz') {
      list.push({
        id: 'story.quiz-of-the-day',
        group: 'navigation',
        label: msg`Go to the quiz of the day`,
        keywords: ['daily quiz', 'order quizzes', 'quiz van de dag'],
        run: (context) => context.navigate('/quiz-of-the-day'),
      })
    }
    // The actions are read when a command runs (`latest`); the list changes with what it offers.
    return list
  }, [storyType, published, canUndo])
  useRecordCommands(commands)
}
