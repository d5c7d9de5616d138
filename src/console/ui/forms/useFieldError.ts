import { useLingui } from '@lingui/react/macro'
import { translateValidation } from './validationMessages.ts'

/** A field's validation message in the interface language. */
export function useFieldError() {
  const { i18n } = useLingui()
  return (message: string | undefined) => translateValidation(i18n, message)
}
