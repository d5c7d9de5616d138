import type { DeletePlan } from '../delete-plan.ts'
import { plainDelete } from '../delete-plan.ts'
import { domainMessage } from '../domain-message.ts'

/**
 * Content a story's page shows cannot be deleted (issue 21: no page may point at nothing): the
 * refusal names the stories, so whoever deletes knows where to take it out first.
 */
export const shownInStoriesMessages = {
  refused:
    '{count, plural, one {A page of a story shows it} other {Pages of # stories show it}}: take it out of {count, plural, one {that story} other {those stories}} first.',
  story: 'Shown in “{title}” (story {id}).',
  more: 'And in {count, plural, one {# more story} other {# more stories}}.',
} as const

/** How many stories the refusal names one by one. */
export const SHOWN_IN_NAMED = 5

/** The plan for deleting content that the stories `shownIn` show (by id; their titles in English). */
export function shownInStoriesPlan(shownIn: readonly { id: number; title: string }[]): DeletePlan {
  if (!shownIn.length) return plainDelete
  const named = shownIn.slice(0, SHOWN_IN_NAMED)
  return {
    allowed: false,
    summary: domainMessage(shownInStoriesMessages.refused, { count: shownIn.length }),
    details: [
      ...named.map((story) =>
        domainMessage(shownInStoriesMessages.story, { title: story.title, id: story.id }),
      ),
      ...(shownIn.length > named.length
        ? [domainMessage(shownInStoriesMessages.more, { count: shownIn.length - named.length })]
        : []),
    ],
  }
}
