import { useLingui } from '@lingui/react/macro'
import { Heading, Table, Text, VisuallyHidden } from '@radix-ui/themes'
import { useMemo } from 'react'
import type { Co2Results } from '../../../../domain/co2/model.ts'
import { CALCULATOR_DECIMALS } from '../../../../domain/constants.ts'

/**
 * The calculator's results (docs/product.md §4, §9): the total and a line per category, in kg CO2
 * a year, to 2 decimals, largest first, categories at 0 left out (the engine orders and rounds).
 * Without answers it says so in the product's words; the total is announced as it changes.
 */
export function CalculatorResults({ results, answered }: { results: Co2Results; answered: boolean }) {
  const { t, i18n } = useLingui()
  const format = useMemo(
    () => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: CALCULATOR_DECIMALS }),
    [i18n.locale],
  )
  const kg = (value: number) => t`${format.format(value)} kg CO2`
  return (
    <section className="co2-results" aria-labelledby="co2-results-title">
      <Heading as="h3" size="3" id="co2-results-title">
        {t`Results`}
      </Heading>
      {answered ? (
        <>
          <Text as="p" size="5" weight="bold" role="status" aria-live="polite" data-testid="co2-total">
            {t`Total: ${kg(results.total)}`}
          </Text>
          {results.perCategory.length ? (
            <Table.Root size="1" variant="surface">
              <VisuallyHidden asChild>
                <caption>{t`Results per category`}</caption>
              </VisuallyHidden>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t`Category`}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell justify="end">{t`kg CO2`}</Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {results.perCategory.map((line) => (
                  <Table.Row key={line.categoryId ?? 'none'}>
                    <Table.RowHeaderCell>{line.title || t`Without a category`}</Table.RowHeaderCell>
                    <Table.Cell justify="end">{format.format(line.co2value)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          ) : (
            <Text as="p" size="2" color="gray">{t`These answers add no CO2.`}</Text>
          )}
        </>
      ) : (
        <Text as="p" size="2" color="gray" role="status">
          {t`There are no results, as no answers have been selected.`}
        </Text>
      )}
    </section>
  )
}
