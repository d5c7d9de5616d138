import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'

/** The Type column's badge (docs/product.md §2: "Part, Sub, Follow-up, Chained, Quick or Other, plus / Related"). */
export type Co2Badge = 'part' | 'sub' | 'follow-up' | 'chained' | 'quick' | 'other'

/**
 * Which badge a question's row shows: where it sits in the quiz first (a part of a parts question,
 * a sub question, a follow-up of an answer: the list's own type), then how it is reached (another
 * question's chain leads to it), then whether the quick scan asks it; a main question that is none
 * of these is Other. `related`: it names related questions (the badge adds "/ Related").
 */
export function questionBadge(
  question: Pick<Co2QuestionDto, 'type' | 'isChained' | 'isQuickScan' | 'relatedQuestionIds'>,
): { kind: Co2Badge; related: boolean } {
  const related = question.relatedQuestionIds.length > 0
  if (question.type !== 'main') return { kind: question.type, related }
  if (question.isChained) return { kind: 'chained', related }
  if (question.isQuickScan) return { kind: 'quick', related }
  return { kind: 'other', related }
}
