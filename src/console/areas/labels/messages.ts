import { msg } from '@lingui/core/macro'
import { LABEL_VALUE_MAX } from '../../../domain/labels.ts'
import { registerValidationMessages } from '../../ui/forms/validationMessages.ts'

/** The label form's validation texts (src/domain/labels.ts), in the interface language. */
registerValidationMessages({
  'Value is required.': msg`Value is required.`,
  [`Value should be at most ${LABEL_VALUE_MAX} characters.`]: msg`Value should be at most ${LABEL_VALUE_MAX} characters.`,
})
