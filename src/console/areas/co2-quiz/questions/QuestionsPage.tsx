import { useLingui } from '@lingui/react/macro'
import { Button } from '@radix-ui/themes'
import { useMemo } from 'react'
import { co2Questions } from '../../../api/co2-questions.ts'
import { usePrefetchRecord } from '../../../api/usePrefetch.ts'
import { useResourceList } from '../../../api/useResource.ts'
import { ListPage } from '../../../ui/list-page/ListPage.tsx'
import { loadMarkdownEditor } from '../../../ui/rich-text/editorChunk.ts'
import { Co2Nav } from '../Co2Nav.tsx'
import { Co2CalculatorDrawer } from '../calculator/Co2CalculatorDrawer.tsx'
import { useCalculatorParam } from '../calculator/calculatorParam.ts'
import { Co2HierarchyDrawer, useCo2HierarchyParam } from '../hierarchy/Co2HierarchyDrawer.tsx'
import { Co2QuizOverview, useCo2OverviewParam } from '../overview/Co2QuizOverview.tsx'
import { warningsByQuestion } from './liveWarnings.ts'
import { QuestionDrawer } from './QuestionDrawer.tsx'
import { questionMatches, useQuestionColumns, useQuestionFilters } from './questionColumns.tsx'
import { warningText } from './warningText.ts'

const DRAWER_NEEDS = [loadMarkdownEditor]

/**
 * The CO2 questions (docs/product.md §2 "CO2 quiz area"): ID, Type, Title, Category, Calculation,
 * State; title and type filters; 25 per page; a marker on each question with warnings (§5). The
 * whole quiz is one list (it is what the app walks, tens of questions): filtered and paged here,
 * and read whole for the warnings, which look across questions. Add Question, the Calculator.
 */
export default function QuestionsPage() {
  const { t, i18n } = useLingui()
  const list = useResourceList(co2Questions)
  const prefetch = usePrefetchRecord(co2Questions)
  const { openCalculator } = useCalculatorParam()
  const { openHierarchy } = useCo2HierarchyParam()
  const { openOverview } = useCo2OverviewParam()
  const warnings = useMemo(() => {
    const found = warningsByQuestion(list.data ?? [])
    return new Map([...found].map(([id, each]) => [id, each.map((warning) => warningText(i18n, warning))]))
  }, [list.data, i18n])
  const columns = useQuestionColumns(warnings)
  const filters = useQuestionFilters()

  return (
    <ListPage
      nav={<Co2Nav page="questions" />}
      title={t`CO2 Quiz`}
      description={t`The questions of the CO2 footprint quiz, in the order the app asks them`}
      list={list}
      columns={columns}
      filters={filters}
      matches={questionMatches}
      emptyMessage={t`No CO2 questions yet. Add the first one.`}
      addLabel={t`Add Question`}
      onRowPreview={prefetch}
      preload={DRAWER_NEEDS}
      actions={
        <>
          <Button variant="soft" onClick={openHierarchy}>
            {t`Sort and Hierarchy`}
          </Button>
          <Button variant="soft" onClick={openOverview}>
            {t`Quiz overview`}
          </Button>
          <Button variant="soft" onClick={openCalculator}>
            {t`Calculator`}
          </Button>
        </>
      }
    >
      <QuestionDrawer />
      <Co2CalculatorDrawer />
      <Co2HierarchyDrawer />
      <Co2QuizOverview />
    </ListPage>
  )
}
