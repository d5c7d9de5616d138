import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { UserFullDto } from '../../../../domain/contracts/users.ts'
import { userName } from '../userName.ts'

/**
 * The two panel buttons that wipe a user's answers (docs/product.md §2 calls both "Reset"; issue 18 names
 * them for what they do): the behaviour and profile tracker, and the CO2 Quiz.
 */
export type AnswerRemoval = 'removeBptAnswers' | 'removeCo2QuizAnswers'

/** How many answers go, counted from the user's full record (each BPT option and expertise level is one). */
export function answersToRemove(kind: AnswerRemoval, user: UserFullDto) {
  if (kind === 'removeCo2QuizAnswers') return user.userCo2QuizAnswers.length
  const bpt = user.bptInfo
  return bpt ? bpt.expertise.length + bpt.motivation.length + bpt.behavior.length + bpt.barriers.length : 0
}

/** Whether there is anything to remove (a BPT record with no answers in it still goes). */
export const hasAnswersToRemove = (kind: AnswerRemoval, user: UserFullDto) =>
  kind === 'removeBptAnswers' ? user.bptInfo !== null : user.userCo2QuizAnswers.length > 0

/**
 * The confirmation and its outcomes, whole sentences naming whose answers go and how many
 * ('Remove all 12 behaviour tracker answers of Eva Dijkstra?'), fixed when asked, so the text does
 * not change while the dialog closes over the reloaded record.
 */
export function answerRemovalTexts(i18n: I18n, kind: AnswerRemoval, user: UserFullDto) {
  const id = user.id
  const name = userName(user, i18n._(msg`user ${id}`))
  const count = answersToRemove(kind, user)
  if (kind === 'removeBptAnswers')
    return {
      title: i18n._(msg`Remove BPT answers`),
      confirm: i18n._(
        msg({
          message: plural(count, {
            0: `Remove the behaviour tracker record of ${name}? It holds no answers.`,
            one: `Remove the only behaviour tracker answer of ${name}?`,
            other: `Remove all # behaviour tracker answers of ${name}?`,
          }),
        }),
      ),
      done: i18n._(msg`Removed the BPT answers of ${name}.`),
      failed: i18n._(msg`Failed to remove the BPT answers`),
    }
  return {
    title: i18n._(msg`Remove CO2 Quiz answers`),
    confirm: i18n._(
      msg({
        message: plural(count, {
          one: `Remove the only CO2 Quiz answer of ${name}?`,
          other: `Remove all # CO2 Quiz answers of ${name}?`,
        }),
      }),
    ),
    done: i18n._(msg`Removed the CO2 Quiz answers of ${name}.`),
    failed: i18n._(msg`Failed to remove the CO2 Quiz answers`),
  }
}
