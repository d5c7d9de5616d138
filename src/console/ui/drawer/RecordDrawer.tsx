import { useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import type { Lang } from '../../../domain/lang.ts'
import type { Reference } from '../../../domain/reference.ts'
import { takePrefetched } from '../../api/prefetch.ts'
import type {
  AnyResourceClient,
  CreateInputOf,
  EditableResourceClient,
  RecordOf,
} from '../../api/resource.ts'
import { detailQuery, type Resource, resourceChanged } from '../../api/resourceQueries.ts'
import { useResourceClient, useResourceRecord } from '../../api/useResource.ts'
import { type ReferencedEntry, ReferenceFields } from '../translation/ReferenceFields.tsx'
import { FormDrawer, type FormDrawerProps } from './FormDrawer.tsx'

export type RecordDrawerProps<TValues extends FieldValues, C extends EditableResourceClient> = Omit<
  FormDrawerProps<TValues>,
  'load' | 'save' | 'remove' | 'onChanged'
> & {
  resource: Resource<C>
  /** The form's values from a record; by default the record's fields named in `defaults`. */
  toForm?: (record: RecordOf<C>) => TValues
  /** The request body from the form's values; by default the values as they are. */
  toInput?: (values: TValues, context: { id: number; lang: Lang }) => CreateInputOf<C>
  /** Records of this resource can be deleted from the drawer (default true). */
  removable?: boolean
  /** Other resources whose answers show these records (the content list): refreshed after a change too. */
  alsoChanged?: readonly Resource<AnyResourceClient>[]
  /** After the record was deleted from the drawer (a page of its own, such as the story editor, leaves). */
  onDeleted?: (id: number) => void
}

/** The record's fields the form edits: those named in its defaults. */
const pickFields = <TValues extends FieldValues>(defaults: TValues, record: object) =>
  Object.fromEntries(
    Object.keys(defaults).map((key) => [key, (record as Record<string, unknown>)[key] ?? defaults[key]]),
  ) as TValues

/**
 * The record's translation reference for its fields (docs/choices.md "Translation references"), read from
 * the record's query the drawer loaded: a field whose text is missing in the drawer's language
 * shows the other language's beside it, with Copy and the copy key.
 */
function RecordReference<TValues extends FieldValues, C extends AnyResourceClient>(props: {
  resource: Resource<C>
  id: number
  lang: Lang
  form: UseFormReturn<TValues>
  children: ReactNode
}) {
  const { resource, id, lang, form, children } = props
  const record = useResourceRecord(resource, id === UNSAVED_ID ? null : id, lang)
  const loaded = id === UNSAVED_ID ? undefined : (record.data as Record<string, unknown> | undefined)
  const reference = loaded?.reference as Reference | undefined
  // The record's lists of entries with ids (steps, answers, sources): their texts' references too.
  const entries = useMemo(() => (loaded ? ownedEntries(loaded) : undefined), [loaded])
  return (
    <ReferenceFields reference={reference} entries={entries} form={form}>
      {children}
    </ReferenceFields>
  )
}

/** The lists of a loaded record whose entries carry an id (its owned lists), by field. */
function ownedEntries(record: Record<string, unknown>): Record<string, readonly ReferencedEntry[]> {
  const lists: Record<string, readonly ReferencedEntry[]> = {}
  for (const [field, value] of Object.entries(record)) {
    if (Array.isArray(value) && value.every((entry) => typeof entry?.id === 'number')) {
      lists[field] = value as ReferencedEntry[]
    }
  }
  return lists
}

/**
 * A FormDrawer bound to a resource of the kit: it loads the record in the drawer's language
 * (through the record's query, so the fields can read the same cache), adds or updates it in that
 * language sending the version it loaded (a stale write is refused and offers Reload or
 * Overwrite), deletes it (and forgets its cached answers), and refreshes the resource's lists after
 * each change. Its fields show the record's translation reference where their text is missing
 * (`RecordReference`).
 */
export function RecordDrawer<TValues extends FieldValues, C extends EditableResourceClient>(
  props: RecordDrawerProps<TValues, C>,
) {
  const {
    resource,
    toForm,
    toInput,
    removable = true,
    alsoChanged = [],
    onDeleted,
    children,
    ...drawer
  } = props
  const client = useResourceClient(resource)
  const queryClient = useQueryClient()
  const input = (values: TValues, id: number, lang: Lang) =>
    toInput ? toInput(values, { id, lang }) : (values as unknown as CreateInputOf<C>)
  return (
    <FormDrawer<TValues>
      {...drawer}
      load={async (id, lang) => {
        // Always fresh: the version a save sends back must be the one on the server now. The
        // record read a moment ago because its row was about to be opened (`usePrefetchRecord`)
        // is that fresh, once.
        const query = detailQuery(resource, client, lang, id)
        const record = (takePrefetched(queryClient, query.queryKey) ??
          (await queryClient.fetchQuery({ ...query, staleTime: 0 }))) as RecordOf<C>
        return {
          values: toForm ? toForm(record) : pickFields(drawer.defaults, record),
          version: record.version ?? null,
        }
      }}
      // The bodies are the resource's own types (`never` stands for them in the generic client).
      save={(id, values, lang, version) =>
        id === UNSAVED_ID
          ? client.create(input(values, id, lang) as never, lang)
          : client.update(
              id,
              { ...(input(values, id, lang) as object), ...(version === null ? {} : { version }) } as never,
              lang,
            )
      }
      remove={removable ? client.remove : undefined}
      onChanged={({ deleted }) => {
        // A deleted record is not asked for again (it would answer 404): only its lists are.
        void resourceChanged(queryClient, resource, { deleted })
        for (const other of alsoChanged) void resourceChanged(queryClient, other)
        if (deleted !== undefined) onDeleted?.(deleted)
      }}
    >
      {(form, context) => (
        <RecordReference resource={resource} id={context.id} lang={context.lang} form={form}>
          {children(form, context)}
        </RecordReference>
      )}
    </FormDrawer>
  )
}
