import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import { useMemo } from 'react'
import { co2QuestionListTypes } from '../../../../domain/co2-questions.ts'
import type { Co2QuestionDto } from '../../../../domain/contracts/co2-questions.ts'
import { shownText } from '../../../../domain/reference.ts'
import { createColumns, type FilterDef, type FilterValues, textMatches } from '../../../ui/grid/index.ts'
import { TranslatableText } from '../../../ui/translation/TranslatableText.tsx'
import { calculationTypeNames, listTypeNames } from '../co2Names.ts'
import { QuestionTypeBadge } from './QuestionTypeBadge.tsx'
import { questionBadge } from './questionBadge.ts'
import { WarningMarker } from './WarningMarker.tsx'

const col = createColumns<Co2QuestionDto>()

export type QuestionFilterId = 'type' | 'q'

/**
 * The CO2 questions table (docs/product.md §2): ID, Type (its badge), Title (with a marker where the
 * question has warnings), Category, Calculation, State. `warnings` are each question's, translated.
 */
export function useQuestionColumns(warnings: ReadonlyMap<number, readonly string[]>) {
  const { t, i18n } = useLingui()
  return useMemo(() => {
    return [
      col.id(),
      col.accessor((question) => questionBadge(question).kind, {
        id: 'badge',
        header: t`Type`,
        cell: ({ row }) => <QuestionTypeBadge question={row.original} />,
        meta: { nowrap: true },
      }),
      col.accessor((question) => shownText(question, 'title').text, {
        id: 'title',
        header: t`Title`,
        cell: ({ row }) => (
          <Flex as="span" gap="2" align="center" justify="between">
            <span>
              <TranslatableText value={shownText(row.original, 'title')} fallback={`#${row.original.id}`} />
            </span>
            <WarningMarker warnings={warnings.get(row.original.id) ?? []} />
          </Flex>
        ),
        meta: { sticky: true, minWidth: '14rem' },
      }),
      col.category((question) => question.categories[0] ?? null),
      col.accessor(
        (question) =>
          question.calculationType ? i18n._(calculationTypeNames[question.calculationType]) : '',
        { id: 'calculation', header: t`Calculation`, meta: { nowrap: true } },
      ),
      col.state({ translated: (question) => question.translated }),
    ]
  }, [t, i18n, warnings])
}

/** The title filter and the type filter (docs/product.md §2: Main, Part, Sub, Follow-up). */
export function useQuestionFilters() {
  const { t, i18n } = useLingui()
  return useMemo<FilterDef<QuestionFilterId>[]>(
    () => [
      { id: 'q', kind: 'text', label: t`Title`, placeholder: t`Filter by title` },
      {
        id: 'type',
        kind: 'select',
        label: t`Type`,
        allLabel: t`All types`,
        options: co2QuestionListTypes.map((type) => ({ value: type, label: i18n._(listTypeNames[type]) })),
      },
    ],
    [t, i18n],
  )
}

/** A row matches the title filter (in the list's language, or its reference) and the type filter. */
export const questionMatches = (question: Co2QuestionDto, values: FilterValues<QuestionFilterId>) =>
  textMatches(values.q, shownText(question, 'title').text) && (!values.type || question.type === values.type)
