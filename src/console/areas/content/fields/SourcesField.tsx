import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import type { UseFormReturn } from 'react-hook-form'
import { type ActionFormValues, newSource } from '../../../../domain/content/actions.ts'
import { SOURCES_MAX } from '../../../../domain/content/sources.ts'
import { ChildListField } from '../../../ui/forms/child-list/ChildListField.tsx'
import { Field } from '../../../ui/forms/Field.tsx'

/** A record's links/sources (docs/product.md §3): a description and a web address each, in order. */
export function SourcesField({ form }: { form: UseFormReturn<ActionFormValues> }) {
  const { t } = useLingui()
  const errors = form.formState.errors.sources
  return (
    <ChildListField<ActionFormValues, 'sources'>
      control={form.control}
      name="sources"
      newItem={newSource}
      max={SOURCES_MAX}
      label={t`Sources`}
      count={(n) => t({ message: plural(n, { one: '# source', other: '# sources' }) })}
      entryLabel={(index, count) => {
        const position = index + 1
        return t`Source ${position} of ${count}`
      }}
      addLabel={t`Add source`}
      renderEntry={({ index, name }) => (
        <Flex gap="2" wrap="wrap">
          <div style={{ flex: '1 1 12rem' }}>
            <Field
              label={t`Description`}
              autoComplete="off"
              error={errors?.[index]?.description?.message}
              {...form.register(`${name}.description`)}
            />
          </div>
          <div style={{ flex: '1 1 12rem' }}>
            <Field
              label={t`Link`}
              type="url"
              placeholder="https://"
              autoComplete="off"
              error={errors?.[index]?.href?.message}
              {...form.register(`${name}.href`)}
            />
          </div>
        </Flex>
      )}
    />
  )
}
