import { useLingui } from '@lingui/react/macro'
import { Flex, Text } from '@radix-ui/themes'
import { useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { co2QuizOverview } from '../../../../domain/co2/hierarchy.ts'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import { failureOf } from '../../../../domain/failure.ts'
import { co2Questions } from '../../../api/co2-questions.ts'
import { useResourceList } from '../../../api/useResource.ts'
import { DrawerBody, DrawerHeader, DrawerLoadFailed, DrawerLoading } from '../../../ui/drawer/DrawerParts.tsx'
import { DrawerShell } from '../../../ui/drawer/DrawerShell.tsx'
import { drawerPath } from '../../../ui/drawer/drawerParams.ts'
import { OverviewItem, type OverviewLookup, QuestionLink } from './OverviewItem.tsx'
import { CO2_PAGE_DRAWERS, useCo2OverviewParam } from './useCo2OverviewParam.ts'
import './overview.css'

export { useCo2OverviewParam } from './useCo2OverviewParam.ts'

/** The overview of the questions as loaded, mounted while the drawer is open. */
function Overview({ questions }: { questions: readonly Co2QuestionDto[] }) {
  const { t } = useLingui()
  const location = useLocation()
  const overview = useMemo(() => co2QuizOverview(questions), [questions])
  const lookup = useMemo((): OverviewLookup => {
    const byId = new Map(questions.map((question) => [question.id, question]))
    return {
      question: (id) => byId.get(id),
      // The question's drawer on the questions page, the list's filters and page kept.
      linkTo: (id) => drawerPath('/co2quiz', location, { edit: id }, CO2_PAGE_DRAWERS),
    }
  }, [questions, location])

  if (!questions.length) return <Text color="gray">{t`No CO2 questions yet.`}</Text>
  return (
    <Flex direction="column" gap="4">
      <Text size="2" color="gray">
        {t`The quiz as the app asks it: the main questions in order, each with the parts asked on its page, every answer with the follow-up question it leads to, the next question of its chain and its sub questions. Nothing is chosen here, so every follow-up shows. Each question is a link to its drawer.`}
      </Text>
      <ol className="co2-overview" aria-label={t`Main questions in quiz order`}>
        {overview.pages.map((page) => (
          <OverviewItem key={page.questionId} node={page} lookup={lookup} />
        ))}
      </ol>
      {overview.unreached.length ? (
        <section aria-labelledby="co2-overview-unreached">
          <Text as="p" size="2" weight="medium" id="co2-overview-unreached">
            {t`Never asked: the questions that lead to these lead back to each other, or the question is a part or sub question of itself.`}
          </Text>
          <ul className="co2-overview-children">
            {overview.unreached.map((id) => (
              <li key={id} className="co2-overview-item">
                <QuestionLink id={id} lookup={lookup} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Flex>
  )
}

/**
 * Quiz overview (docs/product.md §2 "CO2 quiz area"): the whole CO2 quiz as the app walks it, read
 * only — main questions in order with their parts, every answer's follow-up under that answer
 * (nothing is chosen, so all show), chains and sub questions (`co2QuizOverview`), each question a
 * link to its drawer (`/co2quiz?edit=12`) with its type badge and calculation type. Opened by
 * `?overview` on /co2quiz; it reads the question list the page shows.
 */
export function Co2QuizOverview() {
  const { t } = useLingui()
  const { open, closeOverview } = useCo2OverviewParam()
  const list = useResourceList(co2Questions)
  return (
    <DrawerShell open={open} onClose={closeOverview} className="form-drawer-wide co2-overview-drawer">
      <DrawerHeader title={t`Quiz overview`} />
      {!open ? null : list.data ? (
        <DrawerBody>
          <Overview questions={list.data} />
        </DrawerBody>
      ) : list.error ? (
        <DrawerLoadFailed
          message={failureOf(list.error)?.message ?? t`The questions could not be loaded.`}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <DrawerLoading />
      )}
    </DrawerShell>
  )
}
