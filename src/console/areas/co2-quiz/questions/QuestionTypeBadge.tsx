import { useLingui } from '@lingui/react/macro'
import { Badge } from '@radix-ui/themes'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import { listTypeNames } from '../co2Names.ts'
import { type Co2Badge, questionBadge } from './questionBadge.ts'

const badgeColor: Record<Co2Badge, 'purple' | 'blue' | 'amber' | 'cyan' | 'grass' | 'gray'> = {
  part: 'purple',
  sub: 'blue',
  'follow-up': 'amber',
  chained: 'cyan',
  quick: 'grass',
  other: 'gray',
}

/**
 * A question's type badge (docs/product.md §2: "Part, Sub, Follow-up, Chained, Quick or Other,
 * plus / Related"): the questions list's Type column and the Quiz overview.
 */
export function QuestionTypeBadge({
  question,
}: {
  question: Pick<Co2QuestionDto, 'type' | 'isChained' | 'isQuickScan' | 'relatedQuestionIds'>
}) {
  const { t, i18n } = useLingui()
  const { kind, related } = questionBadge(question)
  const names: Record<Co2Badge, string> = {
    part: i18n._(listTypeNames.part),
    sub: i18n._(listTypeNames.sub),
    'follow-up': i18n._(listTypeNames['follow-up']),
    chained: t`Chained`,
    quick: t`Quick`,
    other: t`Other`,
  }
  return (
    // High contrast: the soft colours alone fall short of WCAG AA at this size.
    <Badge color={badgeColor[kind]} variant="soft" highContrast>
      {related ? `${names[kind]} / ${t`Related`}` : names[kind]}
    </Badge>
  )
}
