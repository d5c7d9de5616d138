import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Code, Text } from '@radix-ui/themes'
import type { TableProblem } from '../../../domain/calculation-tables.ts'
import { translateDomainMessage } from '../../ui/forms/validationMessages.ts'

/**
 * What is wrong with a table the CO2 calculation reads (calculationTableProblems, the rules the
 * server holds it to), right under its JSON: where, as the data names it (`petrol`, row 2 ›
 * `fromKm`), and what, in the interface language.
 */
export function TableProblems({ id, problems }: { id: string; problems: TableProblem[] }) {
  const { t, i18n } = useLingui()
  const count = problems.length
  if (!count) return null
  return (
    <section id={id} className="table-problems" aria-label={t`Problems in the data`}>
      <Text as="p" size="1" weight="medium" color="red">
        {t({
          message: plural(count, {
            one: '# problem in the data:',
            other: '# problems in the data:',
          }),
        })}
      </Text>
      <ul>
        {problems.map((problem) => (
          // One problem per path, and table-level lines differ by their values.
          <li
            key={`${problem.path.join('.')}:${problem.message.text}:${JSON.stringify(problem.message.values)}`}
          >
            {problem.path.length ? (
              <>
                {problem.path.map((step, at) => (
                  <span key={String(at)}>
                    {at ? ' › ' : null}
                    {typeof step === 'number' ? (
                      <RowNumber index={step} />
                    ) : (
                      <Code size="1" variant="ghost">
                        {step}
                      </Code>
                    )}
                  </span>
                ))}
                {': '}
              </>
            ) : null}
            {translateDomainMessage(i18n, problem.message)}
          </li>
        ))}
      </ul>
    </section>
  )
}

/** "row 2" for the row at index 1: rows are counted from 1, as a person reads the list. */
function RowNumber({ index }: { index: number }) {
  const { t } = useLingui()
  const row = index + 1
  return <>{t`row ${row}`}</>
}
