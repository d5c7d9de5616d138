import { useLingui } from '@lingui/react/macro'
import {
  emptyHeroForm,
  type HeroFormValues,
  heroFormSchema,
  heroToForm,
} from '../../../domain/content/info-items.ts'
import { withMediaIds } from '../../../domain/media.ts'
import { TEXT_MAX } from '../../../domain/validation.ts'
import { heroes } from '../../api/heroes.ts'
import { RecordDrawer } from '../../ui/drawer/RecordDrawer.tsx'
import { Field } from '../../ui/forms/Field.tsx'
import { MediaListField } from '../../ui/media/MediaListField.tsx'
import { useContentDrawerMessages } from './useContentDrawerMessages.ts'

/** Adds or edits a hero (docs/product.md §3 Hero: name, media), as InfoItemDrawer does an info page. */
export function HeroDrawer() {
  const { t } = useLingui()
  return (
    <RecordDrawer<HeroFormValues, typeof heroes.client>
      resource={heroes}
      titles={{ add: t`Add Hero`, edit: t`Edit Hero` }}
      schema={heroFormSchema}
      defaults={emptyHeroForm}
      toForm={heroToForm}
      toInput={withMediaIds}
      messages={useContentDrawerMessages(t`hero`)}
    >
      {(form, { lang }) => (
        <>
          <Field
            label={t`Name`}
            autoFocus
            autoComplete="off"
            error={form.formState.errors.name?.message}
            count={{ text: form.watch('name'), max: TEXT_MAX.title }}
            {...form.register('name')}
          />
          <MediaListField form={form} owner="hero" lang={lang} />
        </>
      )}
    </RecordDrawer>
  )
}
