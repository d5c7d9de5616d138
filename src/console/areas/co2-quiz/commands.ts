import { msg } from '@lingui/core/macro'
import { shownText } from '../../../domain/reference.ts'
import { co2Averages } from '../../api/co2-averages.ts'
import { co2Questions } from '../../api/co2-questions.ts'
import { co2Values } from '../../api/co2-values.ts'
import { recordCommands } from '../../app/palette/recordCommands.ts'
import type { Command } from '../../app/palette/registry.ts'
import { recordParam } from '../../ui/drawer/drawerParams.ts'
import { calculatorParam } from './calculator/calculatorParam.ts'
import { co2HierarchyParam } from './hierarchy/useCo2HierarchyParam.ts'
import { co2OverviewParam } from './overview/useCo2OverviewParam.ts'
import { CO2_PATHS } from './paths.ts'

// The CO2 quiz area's palette commands: add and open its questions, values and averages, and open
// the Calculator. Named "CO2 …" where another area has a record of the same name (content's quiz
// questions, a category's title), so the palette's first match is the one meant; "CO2" is in
// their titles, so it is no keyword (a keyword repeating the title only adds fuzzy matches: "gc"
// found "average … co2" before Categories).

/** The questions page's drawers: a question's (`?new`, `?edit=`), the Calculator, Sort and Hierarchy, the overview. */
const CALCULATOR = calculatorParam.names[0]!
const HIERARCHY = co2HierarchyParam.names[0]!
const OVERVIEW = co2OverviewParam.names[0]!
const QUESTION_DRAWERS = [...recordParam.names, CALCULATOR, HIERARCHY, OVERVIEW] as const

const categoryTitle = (record: { categories: readonly object[] }) =>
  record.categories[0] ? shownText(record.categories[0], 'title') : { text: '' }

export const co2QuestionRecords = recordCommands({
  resource: co2Questions,
  path: CO2_PATHS.questions,
  drawerParams: QUESTION_DRAWERS,
  add: { label: msg`Add CO2 question`, keywords: ['footprint', 'new question', 'nieuwe vraag'] },
  open: {
    label: msg`Open CO2 question`,
    placeholder: msg`Search CO2 questions by title or ID`,
    keywords: ['footprint', 'find question', 'vraag zoeken'],
  },
  describe: (question) => {
    const title = shownText(question, 'title')
    return { label: title.text || `#${question.id}`, labelLang: title.lang, detail: `#${question.id}` }
  },
})

const co2ValueRecords = recordCommands({
  resource: co2Values,
  path: CO2_PATHS.values,
  add: { label: msg`Add CO2 value`, keywords: ['new value', 'nieuwe waarde'] },
  open: {
    label: msg`Open CO2 value`,
    placeholder: msg`Search CO2 values by category or ID`,
    keywords: ['find value', 'waarde zoeken'],
  },
  describe: (value) => {
    const category = categoryTitle(value)
    return {
      label: `${category.text || `#${value.id}`} · ${value.country}`,
      labelLang: category.lang,
      detail: `#${value.id}`,
    }
  },
})

const co2AverageRecords = recordCommands({
  resource: co2Averages,
  path: CO2_PATHS.averages,
  add: { label: msg`Add CO2 average`, keywords: ['new average', 'nieuw gemiddelde'] },
  open: {
    label: msg`Open CO2 average`,
    placeholder: msg`Search CO2 averages by category or ID`,
    keywords: ['find average', 'gemiddelde zoeken'],
  },
  describe: (average) => {
    const category = categoryTitle(average)
    return {
      label: `${category.text || `#${average.id}`} · ${average.country}`,
      labelLang: category.lang,
      detail: `#${average.id}`,
    }
  },
})

export const co2QuizCommands: Command[] = [
  ...co2QuestionRecords.commands,
  ...co2ValueRecords.commands,
  ...co2AverageRecords.commands,
  {
    id: 'co2quiz.calculator',
    group: 'navigation',
    label: msg`Open calculator`,
    keywords: ['co2', 'calculator', 'footprint', 'try', 'rekenmachine', 'voetafdruk'],
    run: (context) => context.navigate(co2QuestionRecords.pathTo(context, { flag: CALCULATOR })),
  },
  {
    id: 'co2quiz.hierarchy',
    group: 'navigation',
    label: msg`Sort and Hierarchy of the CO2 questions`,
    keywords: ['co2', 'order', 'tree', 'sub question', 'volgorde', 'hiërarchie'],
    run: (context) => context.navigate(co2QuestionRecords.pathTo(context, { flag: HIERARCHY })),
  },
  {
    id: 'co2quiz.overview',
    group: 'navigation',
    label: msg`CO2 Quiz overview`,
    keywords: ['co2', 'quiz', 'overview', 'walk', 'overzicht'],
    run: (context) => context.navigate(co2QuestionRecords.pathTo(context, { flag: OVERVIEW })),
  },
]
