import { useLingui } from '@lingui/react/macro'
import { Text } from '@radix-ui/themes'
import { type ReactNode, useId } from 'react'
import { Link } from 'react-router-dom'
import type { OverviewNode } from '../../../../domain/co2/hierarchy.ts'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import { shownText } from '../../../../domain/reference.ts'
import { TranslatableText } from '../../../ui/translation/TranslatableText.tsx'
import { calculationTypeNames } from '../co2Names.ts'
import { QuestionTypeBadge } from '../questions/QuestionTypeBadge.tsx'

/** What every item reads: the questions by id, and where a question's drawer opens. */
export type OverviewLookup = {
  question: (id: number) => Co2QuestionDto | undefined
  linkTo: (id: number) => string
}

/** A question as a link to its drawer, with its type badge and its calculation type. */
export function QuestionLink({
  id,
  lookup,
  repeat = false,
}: {
  id: number
  lookup: OverviewLookup
  repeat?: boolean
}) {
  const { t, i18n } = useLingui()
  const question = lookup.question(id)
  if (!question) return null
  const calculation = question.calculationType
  return (
    <span className="co2-overview-question">
      <Link to={lookup.linkTo(id)} className="co2-overview-link">
        <TranslatableText value={shownText(question, 'title')} fallback={`#${id}`} />
      </Link>
      <QuestionTypeBadge question={question} />
      {calculation ? (
        <Text size="1" color="gray">
          {i18n._(calculationTypeNames[calculation])}
        </Text>
      ) : null}
      {repeat ? (
        <Text size="1" color="gray">
          {t`(shown in full above)`}
        </Text>
      ) : null}
    </span>
  )
}

/** A nested list with a visible caption that names it ("Sub questions of …"). */
function Branch({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className="co2-overview-branch">
      <Text as="div" size="1" color="gray" id={id} className="co2-overview-caption">
        {label}
      </Text>
      <ul className="co2-overview-children" aria-labelledby={id}>
        {children}
      </ul>
    </div>
  )
}

/** A question's answers, each followed by the question it leads to, if any. */
function Answers({ node, lookup }: { node: OverviewNode; lookup: OverviewLookup }) {
  const { t } = useLingui()
  const question = lookup.question(node.questionId)
  if (!question || !node.answers.length) return null
  const title = shownText(question, 'title').text
  return (
    <ul className="co2-overview-answers" aria-label={t`Answers to ${title}`}>
      {node.answers.map(({ answerId, followUp }) => {
        const answer = question.answers.find((each) => each.id === answerId)
        return (
          <li key={answerId}>
            <Text size="2" color="gray" className="co2-overview-answer">
              {answer ? (
                <TranslatableText value={shownText(answer, 'text')} fallback={`#${answerId}`} />
              ) : null}
            </Text>
            {followUp ? (
              <ul className="co2-overview-followup" aria-label={t`Leads to`}>
                <OverviewItem node={followUp} lookup={lookup} />
              </ul>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * One question of the Quiz overview as the app walks to it: its link, its answers with the
 * follow-up each leads to, the parts asked on its page, the next question of its chain and its
 * sub questions, as nested lists (a screen reader says the depth; Tab goes from link to link). A
 * question shown in full elsewhere is its link only.
 */
export function OverviewItem({ node, lookup }: { node: OverviewNode; lookup: OverviewLookup }) {
  const { t } = useLingui()
  const title = shownText(lookup.question(node.questionId) ?? { title: '' }, 'title').text
  if (node.repeat) {
    return (
      <li className="co2-overview-item" data-reason={node.reason}>
        <QuestionLink id={node.questionId} lookup={lookup} repeat />
      </li>
    )
  }
  return (
    <li className="co2-overview-item" data-reason={node.reason}>
      <QuestionLink id={node.questionId} lookup={lookup} />
      <Answers node={node} lookup={lookup} />
      {node.parts.length ? (
        <Branch label={t`Parts of ${title}, on the same page`}>
          {node.parts.map((part) => (
            <li key={part.questionId} className="co2-overview-item" data-reason="part">
              <QuestionLink id={part.questionId} lookup={lookup} />
              <Answers node={part} lookup={lookup} />
            </li>
          ))}
        </Branch>
      ) : null}
      {node.chain ? (
        <Branch label={t`Next in the chain of ${title}`}>
          <OverviewItem node={node.chain} lookup={lookup} />
        </Branch>
      ) : null}
      {node.subs.length ? (
        <Branch label={t`Sub questions of ${title}`}>
          {node.subs.map((sub) => (
            <OverviewItem key={sub.questionId} node={sub} lookup={lookup} />
          ))}
        </Branch>
      ) : null}
    </li>
  )
}
