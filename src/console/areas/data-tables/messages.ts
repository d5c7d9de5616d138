import { msg } from '@lingui/core/macro'
import { dataTableMessages } from '../../../domain/data-tables.ts'
import { registerValidationMessages } from '../../ui/forms/validationMessages.ts'

/** The data table form's validation texts (SPEC §5, src/domain/data-tables.ts) in the interface language. */
registerValidationMessages({
  [dataTableMessages.nameRequired]: msg`Name is required.`,
  [dataTableMessages.nameLowercase]: msg`Name should be all lowercase.`,
  [dataTableMessages.nameNoSpaces]: msg`Name should not contain spaces.`,
  [dataTableMessages.nameTooLong]: msg`Name should be at most 100 characters.`,
  [dataTableMessages.dataRequired]: msg`Data is required.`,
  [dataTableMessages.dataInvalid]: msg`Data should be valid JSON.`,
  [dataTableMessages.dataTooDeep]: msg`Data is nested too deeply.`,
  [dataTableMessages.dataTooLarge]: msg`Data is too large.`,
  [dataTableMessages.country]: msg`Country should be a two-letter code, such as nl.`,
  [dataTableMessages.nameTaken]: msg`A data table with this name already exists.`,
})
