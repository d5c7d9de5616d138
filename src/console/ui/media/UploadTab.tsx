import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Progress, Text } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { useController, useForm } from 'react-hook-form'
import { isCompleteUpload } from '../../../../machines/mediaUpload.machine.ts'
import type { MediaDto } from '../../../domain/contracts/media.ts'
import type { MediaPurpose } from '../../../domain/enums.ts'
import type { Lang } from '../../../domain/lang.ts'
import {
  MEDIA_LIMITS,
  type MediaUploadFields,
  mediaMessages,
  mediaUploadFieldsSchema,
} from '../../../domain/media.ts'
import { Field } from '../forms/Field.tsx'
import { translateValidation } from '../forms/validationMessages.ts'
import { useUnsavedInput } from '../leave/useUnsavedInput.tsx'
import { DropZone } from './DropZone.tsx'
import { PurposeSelect } from './PurposeSelect.tsx'
import { useObjectUrl } from './useObjectUrl.ts'
import { useUpload } from './useUpload.ts'

type UploadForm = { purpose: MediaPurpose | ''; description: string }

/** A file the server would refuse for its size or kind, said before sending it. */
function fileProblem(file: File | null): string | undefined {
  if (!file) return mediaMessages.fileRequired
  if (file.size > MEDIA_LIMITS.fileBytes) return mediaMessages.tooLarge
  if (file.type !== '' && !file.type.startsWith('image/')) return mediaMessages.unsupportedType
  return undefined
}

/**
 * The media drawer's Upload tab (docs/product.md §2, §5): an image (dropped, pasted or picked), a preview,
 * the purpose and the description (both required), then Upload with a progress bar and Cancel.
 * Once the server has made the media, `onUploaded` gets it (the drawer attaches it). A chosen
 * image or typed fields not uploaded yet are unsaved input: closing or leaving asks first.
 */
export function UploadTab({
  lang,
  defaultPurpose,
  neededPurposes,
  onUploaded,
}: {
  lang: Lang
  /** The purpose chosen at first: one the object still needs, if any. */
  defaultPurpose?: MediaPurpose
  neededPurposes: readonly MediaPurpose[]
  onUploaded: (media: MediaDto) => void
}) {
  const { t, i18n } = useLingui()
  const [file, setFile] = useState<File | null>(null)
  const [fileTouched, setFileTouched] = useState(false)
  const preview = useObjectUrl(file)
  const form = useForm<UploadForm>({
    resolver: zodResolver(mediaUploadFieldsSchema) as never,
    // Upload is offered only while the form is valid, so a field says what is wrong as it changes.
    mode: 'onChange',
    defaultValues: { purpose: defaultPurpose ?? '', description: '' },
  })
  const purpose = useController({ control: form.control, name: 'purpose' })
  const [snapshot, send] = useUpload(lang, (media) => {
    setFile(null)
    setFileTouched(false)
    form.reset({ purpose: defaultPurpose ?? '', description: '' })
    onUploaded(media)
  })
  const { progress, reason, fieldErrors } = snapshot.context
  const uploading = snapshot.matches('uploading')
  const failed = snapshot.matches('failed')
  const problem = fileTouched ? fileProblem(file) : undefined
  // docs/product.md §4: Upload is enabled only when the form is valid, by the rule the workflow takes a
  // Submit by, and for a file the server would take.
  const values = form.watch()
  const valid =
    file !== null &&
    fileProblem(file) === undefined &&
    isCompleteUpload({ file, fields: values as MediaUploadFields })
  useUnsavedInput(file !== null || form.formState.isDirty, t`The media you are adding is not uploaded.`)

  // The server's field messages (a 400) show beside the fields they name.
  useEffect(() => {
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (name === 'purpose' || name === 'description') form.setError(name, { message })
    }
  }, [fieldErrors, form])

  const submit = form.handleSubmit(
    (values) => {
      setFileTouched(true)
      if (!file || fileProblem(file)) return
      send({ type: 'upload.submit', request: { file, fields: values as MediaUploadFields } })
    },
    () => setFileTouched(true),
  )

  const percent = progress === null ? null : Math.round(progress * 100)
  return (
    <form onSubmit={submit} noValidate aria-label={t`Upload`}>
      <Flex direction="column" gap="4">
        <DropZone
          file={file}
          error={problem}
          disabled={uploading}
          onFile={(next) => {
            setFile(next)
            setFileTouched(true)
          }}
        >
          {preview ? (
            <img className="media-preview" src={preview} alt={t`Preview of the chosen file`} />
          ) : null}
        </DropZone>
        <PurposeSelect
          ref={purpose.field.ref}
          value={purpose.field.value}
          onChange={(next) => purpose.field.onChange(next)}
          error={form.formState.errors.purpose?.message}
          needed={neededPurposes}
          disabled={uploading}
        />
        <Field
          label={t`Description`}
          autoComplete="off"
          disabled={uploading}
          error={form.formState.errors.description?.message}
          count={{ text: form.watch('description'), max: MEDIA_LIMITS.descriptionLength }}
          hint={t`Says what the image shows; the app reads it out to people who cannot see it.`}
          {...form.register('description')}
        />
        {uploading ? (
          <Flex direction="column" gap="2" role="status" aria-live="polite">
            <Progress
              value={percent ?? undefined}
              max={100}
              duration={percent === null ? '4s' : undefined}
              aria-label={t`Upload progress`}
            />
            <Text size="1" color="gray">
              {percent === null ? t`Uploading…` : t`Uploading… ${percent}%`}
            </Text>
          </Flex>
        ) : null}
        {failed ? (
          <Callout.Root color="red" size="1" role="alert">
            <Callout.Text>
              {t`Failed to upload media`}
              {': '}
              {translateValidation(i18n, reason ?? undefined) ?? t`The server could not be reached.`}
            </Callout.Text>
          </Callout.Root>
        ) : null}
        <Flex gap="2" justify="end">
          {uploading ? (
            <Button type="button" variant="soft" color="gray" onClick={() => send({ type: 'upload.cancel' })}>
              {t`Cancel upload`}
            </Button>
          ) : null}
          <Button type="submit" loading={uploading} disabled={!valid}>
            {t`Upload`}
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
