import type { I18n } from '@lingui/core'
import type { Co2CalculationLabel, Co2CalculationType } from '../../../../domain/co2/warnings.ts'
import type { DomainMessage } from '../../../../domain/domain-message.ts'
import { translateDomainMessage } from '../../../ui/forms/validationMessages.ts'
import { calculationLabelNames, calculationTypeNames } from '../co2Names.ts'

/**
 * A CO2 question warning in the interface language (docs/product.md §5's texts, through the
 * domain's messages), the label or calculation type it names written as the drawer's choices
 * write them ('A question with the label "car fuel" should exist').
 */
export function warningText(i18n: I18n, warning: DomainMessage): string {
  const values = { ...warning.values }
  const label = values.label as Co2CalculationLabel | undefined
  const type = values.type as Co2CalculationType | undefined
  if (label && calculationLabelNames[label]) values.label = i18n._(calculationLabelNames[label])
  if (type && calculationTypeNames[type]) values.type = i18n._(calculationTypeNames[type])
  return translateDomainMessage(i18n, { ...warning, values })
}
