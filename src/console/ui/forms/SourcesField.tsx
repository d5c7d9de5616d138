import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Flex } from '@radix-ui/themes'
import type { ArrayPath, FieldArray, FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { SOURCES_MAX } from '../../../domain/content/sources.ts'
import { ChildListField } from './child-list/ChildListField.tsx'
import { Field } from './Field.tsx'

type Source = { description: string; href: string }

/**
 * A record's links/sources (docs/product.md §3 "Links/sources"): a description and a web address
 * each, in order, as the `sources` field of any record's form (a CO2 question, a CO2 value).
 */
export function SourcesField<T extends FieldValues & { sources?: Source[] }>({
  form,
}: {
  form: UseFormReturn<T>
}) {
  const { t } = useLingui()
  // `sources` is an array field of every form this takes; a generic form cannot show the types so.
  const name = 'sources' as ArrayPath<T>
  const newItem = () => ({ description: '', href: '' }) as FieldArray<T, ArrayPath<T>>
  const errorOf = (path: string) => form.getFieldState(path as Path<T>, form.formState).error?.message
  return (
    <ChildListField<T, ArrayPath<T>>
      control={form.control}
      name={name}
      newItem={newItem}
      max={SOURCES_MAX}
      label={t`Sources`}
      count={(n) => t({ message: plural(n, { one: '# source', other: '# sources' }) })}
      entryLabel={(index, count) => {
        const position = index + 1
        return t`Source ${position} of ${count}`
      }}
      addLabel={t`Add source`}
      renderEntry={({ name: entry }) => (
        <Flex gap="2" wrap="wrap">
          <div style={{ flex: '1 1 12rem' }}>
            <Field
              label={t`Description`}
              autoComplete="off"
              error={errorOf(`${entry}.description`)}
              {...form.register(`${entry}.description` as Path<T>)}
            />
          </div>
          <div style={{ flex: '1 1 12rem' }}>
            <Field
              label={t`Link`}
              type="url"
              placeholder="https://"
              autoComplete="off"
              error={errorOf(`${entry}.href`)}
              {...form.register(`${entry}.href` as Path<T>)}
            />
          </div>
        </Flex>
      )}
    />
  )
}
