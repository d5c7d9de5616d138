import { useLingui } from '@lingui/react/macro'
import {
  emptyHeroForm,
  type HeroFormValues,
  heroFormSchema,
  heroToForm,
} from '../../../domain/content/info-items.ts'
import { withMediaIds } from '../../../domain/media.ts'
import { heroes } from '../../api/heroes.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { FormTextField } from '../../ui/forms/FormTextField.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import type { PlacedDrawerProps } from './placedDrawer.ts'
import { useContentDrawerMessages } from './useContentDrawerMessages.ts'

/** Adds or edits a hero (docs/product.md §3 Hero: name, media), as InfoItemDrawer does an info page. */
export function HeroDrawer(placed: PlacedDrawerProps = {}) {
  const { t } = useLingui()
  return (
    <RecordDrawer<HeroFormValues, typeof heroes.client>
      resource={heroes}
      {...placed}
      titles={{ add: t`Add Hero`, edit: t`Edit Hero` }}
      schema={heroFormSchema}
      defaults={emptyHeroForm}
      toForm={heroToForm}
      toInput={withMediaIds}
      messages={useContentDrawerMessages(t`hero`)}
    >
      {(form, { lang }) => (
        <>
          <FormTextField form={form} name="name" label={t`Name`} autoFocus />
          <MediaListField form={form} owner="hero" lang={lang} />
        </>
      )}
    </RecordDrawer>
  )
}
