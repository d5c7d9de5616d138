import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Select, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { useController, useForm } from 'react-hook-form'
import type { MediaDto, MediaItemDto } from '../../../domain/contracts/media.ts'
import type { MediaPurpose } from '../../../domain/enums.ts'
import { failureOf } from '../../../domain/failure.ts'
import type { Lang } from '../../../domain/lang.ts'
import { MEDIA_LIMITS, mediaUpdateSchema } from '../../../domain/media.ts'
import { shownText } from '../../../domain/reference.ts'
import { mediaApi, mediaDetailQuery, useMediaUpdate } from '../../api/media.ts'
import { useClient } from '../../api/ResourceProvider.tsx'
import { Field } from '../forms/Field.tsx'
import { translateValidation } from '../forms/validationMessages.ts'
import { useUnsavedInput } from '../leave/useUnsavedInput.tsx'
import { toast } from '../toasts/toastStore.ts'
import { ReferenceFields } from '../translation/ReferenceFields.tsx'
import { TranslatableText } from '../translation/TranslatableText.tsx'
import { MediaThumb } from './MediaThumb.tsx'
import { PurposeSelect } from './PurposeSelect.tsx'

type EditForm = { description: string; purpose: MediaPurpose | '' }

/**
 * The media drawer's Edit tab (docs/product.md §2, §8 'Saved media' / 'Failed to save media'): one of the
 * object's media, its description in the drawer's language and its purpose. The media record is
 * shared by every object that uses it, so a save is immediate (not part of the object's save).
 */
export function EditTab({
  lang,
  attached,
  selectedId,
  onSelect,
  onSaved,
}: {
  lang: Lang
  attached: readonly MediaItemDto[]
  selectedId: number | null
  onSelect: (id: number) => void
  onSaved: (media: MediaDto) => void
}) {
  const { t } = useLingui()
  const labelId = useId()
  if (attached.length === 0)
    return (
      <Text size="2" color="gray">
        {t`This object has no media to edit yet. Upload one, or find one with Search.`}
      </Text>
    )
  const current = attached.find((item) => item.id === selectedId) ?? attached[0]!
  return (
    <Flex direction="column" gap="4">
      <Flex direction="column" gap="1">
        <Text id={labelId} size="2" weight="medium">
          {t`Media to edit`}
        </Text>
        <Select.Root value={String(current.id)} onValueChange={(id) => onSelect(Number(id))}>
          <Select.Trigger aria-labelledby={labelId} variant="surface" />
          <Select.Content position="popper">
            {attached.map((item) => (
              <Select.Item
                key={item.id}
                value={String(item.id)}
                textValue={shownText(item, 'description').text || `#${item.id}`}
              >
                <TranslatableText value={shownText(item, 'description')} fallback={`#${item.id}`} />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <EditForm key={`${current.id}-${lang}`} id={current.id} lang={lang} onSaved={onSaved} />
    </Flex>
  )
}

function EditForm({ id, lang, onSaved }: { id: number; lang: Lang; onSaved: (media: MediaDto) => void }) {
  const { t, i18n } = useLingui()
  const client = useClient(mediaApi)
  const record = useQuery({ ...mediaDetailQuery(client, lang, id), staleTime: 0 })
  const form = useForm<EditForm>({
    resolver: zodResolver(mediaUpdateSchema) as never,
    defaultValues: { description: '', purpose: '' },
    // A field's message shows as it becomes wrong, beside the Save that stays disabled.
    mode: 'onChange',
  })
  // docs/product.md §4: submit only when the form is valid, by the rule the server checks it with.
  const valid = mediaUpdateSchema.safeParse(form.watch()).success
  const purpose = useController({ control: form.control, name: 'purpose' })
  useUnsavedInput(form.formState.isDirty, t`The changes to this media are not saved.`)
  const data = record.data
  useEffect(() => {
    if (data) form.reset({ description: data.description, purpose: data.purpose })
  }, [data, form])
  const save = useMediaUpdate(id, lang)
  const submit = (values: EditForm) =>
    save.mutate(
      { ...values, purpose: values.purpose as MediaPurpose, version: data?.version },
      {
        onSuccess: (saved) => {
          toast.success(t`Saved media`)
          onSaved(saved)
        },
        onError: (error) => {
          const failure = failureOf(error)
          toast.error(t`Failed to save media`, translateValidation(i18n, failure?.message))
          for (const [name, message] of Object.entries(failure?.fields ?? {})) {
            if (name === 'description' || name === 'purpose') form.setError(name, { message })
          }
          // A stale version: show what is stored now, so a second save starts from it.
          if (failure?.status === 409) void record.refetch()
        },
      },
    )
  if (record.isPending)
    return (
      <Flex gap="2" align="center" role="status">
        <Spinner /> <Text size="2">{t`Loading…`}</Text>
      </Flex>
    )
  if (record.isError || !data)
    return (
      <Callout.Root color="red" size="1" role="alert">
        <Callout.Text>{t`This media could not be loaded.`}</Callout.Text>
      </Callout.Root>
    )
  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t`Edit`}>
      <Flex direction="column" gap="4">
        <Flex gap="3" align="center">
          <MediaThumb uuid={data.file.uuid} size={96} />
          <Text size="1" color="gray">
            {data.width && data.height ? t`${data.width} × ${data.height} pixels` : null}
          </Text>
        </Flex>
        <PurposeSelect
          ref={purpose.field.ref}
          value={purpose.field.value}
          onChange={(next) => purpose.field.onChange(next)}
          error={form.formState.errors.purpose?.message}
        />
        {/* A description missing in the drawer's language shows the other language's, to copy. */}
        <ReferenceFields reference={data.reference} form={form}>
          <Field
            label={t`Description`}
            autoComplete="off"
            error={form.formState.errors.description?.message}
            count={{ text: form.watch('description'), max: MEDIA_LIMITS.descriptionLength }}
            {...form.register('description')}
          />
        </ReferenceFields>
        <Flex justify="end">
          <Button type="submit" loading={save.isPending} disabled={!valid}>
            {t`Save media`}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
