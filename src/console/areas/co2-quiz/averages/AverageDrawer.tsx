import { useLingui } from '@lingui/react/macro'
import { co2AverageCreateSchema } from '../../../../domain/co2-values.ts'
import { co2Averages } from '../../../api/co2-averages.ts'
import { RecordDrawer } from '../../../ui/drawer/RecordDrawer.tsx'
import { CategoriesField } from '../../../ui/forms/CategoriesField.tsx'
import { AmountField } from '../AmountField.tsx'
import { CountryField } from '../CountryField.tsx'
import { type Co2AverageForm, co2AverageToForm, emptyCo2AverageForm } from './averageForm.ts'

/**
 * Adds or edits a CO2 average (`?new` / `?edit=3` on /co2quiz/averages; docs/product.md §3 "CO2
 * average"): the average footprint of one category in one country, what an "average" answer
 * counts. One per category and country (the server's 409 shows on the category).
 */
export function AverageDrawer() {
  const { t } = useLingui()
  return (
    <RecordDrawer<Co2AverageForm, typeof co2Averages.client>
      resource={co2Averages}
      titles={{ add: t`Add Average`, edit: t`Edit Average` }}
      schema={co2AverageCreateSchema}
      defaults={emptyCo2AverageForm}
      toForm={co2AverageToForm}
      messages={{
        saved: t`Saved average`,
        saveFailed: t`Failed to save average`,
        deleted: t`Deleted average`,
        deleteFailed: t`Failed to delete average`,
        confirmDelete: t`Are you absolutely sure you want to delete this average?`,
      }}
    >
      {(form, { lang }) => (
        <>
          <AmountField form={form} label={t`Average`} autoFocus />
          <CountryField form={form} />
          <CategoriesField form={form} lang={lang} label={t`Category`} />
        </>
      )}
    </RecordDrawer>
  )
}
