import { msg } from '@lingui/core/macro'
import { shownText } from '../../../domain/reference.ts'
import { stories } from '../../api/stories.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'

/** "Add story" and "Open story…" (by title or id), which opens the story's editor (`/stories/{id}`). */
export const storyRecords = recordCommands({
  resource: stories,
  path: '/stories',
  openPath: (id) => `/stories/${id}`,
  add: {
    label: msg`Add story`,
    keywords: ['new story', 'new quiz', 'create story', 'nieuw verhaal', 'nieuwe quiz'],
  },
  open: {
    label: msg`Open story`,
    placeholder: msg`Search stories and quizzes by title or ID`,
    keywords: ['find story', 'find quiz', 'edit story', 'verhaal zoeken', 'quiz zoeken'],
  },
  describe: (story) => {
    // A title missing in the interface language is shown (and was found) by its reference.
    const title = shownText(story, 'title')
    return { label: title.text || `#${story.id}`, labelLang: title.lang, detail: `#${story.id}` }
  },
})
export const storyCommands = storyRecords.commands
