import { zodResolver } from '@hookform/resolvers/zod'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex, Text, Theme } from '@radix-ui/themes'
import { useMachine } from '@xstate/react'
import { Dialog } from 'radix-ui'
import { type ReactNode, useEffect, useMemo, useRef } from 'react'
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form'
import { fromPromise } from 'xstate'
import type { z } from 'zod'
import { type DrawerRecord, formDrawerMachine } from '../../../../machines/formDrawer.machine.ts'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import type { Lang } from '../../../domain/lang.ts'
import { apiError } from '../../api/client.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import type { Command } from '../../app/palette/registry.ts'
import { useRecordCommands } from '../../app/palette/useRecordCommands.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { translateValidation } from '../forms/validationMessages.ts'
import { toast } from '../toasts/toastStore.ts'
import { DiscardChangesDialog, DrawerHeader, DrawerLoadFailed, DrawerLoading } from './DrawerParts.tsx'
import { useDrawerParam } from './useDrawerParam.ts'
import './form-drawer.css'

export type FormDrawerProps<TValues extends FieldValues> = {
  /** "Category", "Label": used in the title ("Add Category", "Edit Category"). */
  titles: { add: string; edit: string }
  /** The zod schema of `src/domain` for this form (the same one the server route validates with). */
  schema: z.ZodType<TValues>
  /** Values of a new record. */
  defaults: TValues
  load: (id: number, lang: Lang) => Promise<TValues>
  save: (id: number, values: TValues, lang: Lang) => Promise<unknown>
  remove?: (id: number) => Promise<unknown>
  messages: {
    saved: string
    saveFailed: string
    deleted?: string
    deleteFailed?: string
    confirmDelete: string
  }
  /** Runs after a save or delete: reload the list (invalidate its queries). */
  onChanged?: () => void
  /** The fields; the form is react-hook-form's, validated by `schema`. */
  children: (form: UseFormReturn<TValues>, context: { id: number; lang: Lang }) => ReactNode
  /** Extra panels below the form in edit mode (e.g. a user's records). */
  footer?: (id: number) => ReactNode
}

/**
 * A side drawer that adds or edits one record (SPEC §4 "Forms"), driven by the form drawer
 * machine. The open record is in the URL (`?edit=12`, `?new`). Esc or the close button closes
 * (asking first when there are unsaved changes); Ctrl/Cmd+Enter submits; Submit is enabled only
 * while the form is valid.
 */
export function FormDrawer<TValues extends FieldValues>(props: FormDrawerProps<TValues>) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const { openId, close: closeUrl } = useDrawerParam()
  const latest = useRef(props)
  latest.current = props
  const openIdRef = useRef(openId)
  openIdRef.current = openId
  // The router applies URL changes a moment later: until then the URL still names the record
  // that just closed, and must not open it again.
  const justClosed = useRef<number | null>(null)

  const machine = useMemo(
    () =>
      formDrawerMachine.provide({
        actors: {
          load: fromPromise(
            async ({ input }: { input: { id: number; lang: Lang } }) =>
              (await latest.current.load(input.id, input.lang)) as DrawerRecord,
          ),
          save: fromPromise(
            async ({ input }: { input: { id: number; lang: Lang; values: DrawerRecord } }) =>
              (await latest.current.save(input.id, input.values as TValues, input.lang)) as DrawerRecord,
          ),
          remove: fromPromise(async ({ input }: { input: { id: number } }) =>
            latest.current.remove?.(input.id),
          ),
        },
        actions: {
          notifySaved: () => {
            toast.success(latest.current.messages.saved)
            latest.current.onChanged?.()
          },
          notifySaveFailed: (_, error) =>
            toast.error(latest.current.messages.saveFailed, apiError(error)?.message),
          notifyDeleted: () => {
            if (latest.current.messages.deleted) toast.success(latest.current.messages.deleted)
            latest.current.onChanged?.()
          },
          notifyDeleteFailed: (_, error) =>
            toast.error(
              latest.current.messages.deleteFailed ?? latest.current.messages.saveFailed,
              apiError(error)?.message,
            ),
          // Clear the URL only when it still names the record that closed: when the palette
          // opened another record, the drawer closes this one and then opens that one.
          emitClosed: ({ context }) => {
            if (openIdRef.current !== context.id) return
            justClosed.current = context.id
            closeUrl()
          },
        },
      }),
    [closeUrl],
  )
  const [snapshot, send] = useMachine(machine)
  const { id, record, error } = snapshot.context
  const state = snapshot.value as string
  const isOpen = state !== 'closed'

  const form = useForm<TValues>({
    // The schema's input may differ from its output (trimming, coercion); the form holds the output type.
    resolver: zodResolver(props.schema as never) as never,
    mode: 'onChange',
    defaultValues: props.defaults as DefaultValues<TValues>,
  })

  // URL → machine: a link, the palette or the back button opens or closes the drawer.
  useEffect(() => {
    if (openId !== justClosed.current) justClosed.current = null
    if (openId === null) {
      if (isOpen) send({ type: 'drawer.close' })
      return
    }
    if (!isOpen && openId === justClosed.current) return
    if (isOpen && openId === id) return
    if (isOpen) {
      send({ type: 'drawer.close' })
      return
    }
    send(
      openId === UNSAVED_ID
        ? { type: 'drawer.openNew', lang }
        : { type: 'drawer.openEdit', id: openId, lang },
    )
  }, [openId, isOpen, id, lang, send])

  useEffect(() => {
    if (isOpen) send({ type: 'drawer.languageChanged', lang })
  }, [lang, isOpen, send])

  // The loaded record (or a new record's defaults) becomes the form's starting point.
  // A new record starts from the defaults once, when it opens (not whenever it is untouched
  // again, which would wipe the messages of a field the user just cleared).
  const previousState = useRef(state)
  useEffect(() => {
    const opened = previousState.current === 'closed' && state === 'ready'
    previousState.current = state
    if (opened && id === UNSAVED_ID) form.reset(latest.current.defaults)
  }, [state, id, form])
  useEffect(() => {
    if (record) form.reset(record as TValues)
  }, [record, form])

  const { isDirty, isValid } = form.formState
  useEffect(() => {
    if (isOpen) send({ type: 'drawer.change', dirty: isDirty })
  }, [isDirty, isOpen, send])

  const submit = form.handleSubmit((values) =>
    send({ type: 'drawer.submit', values: values as DrawerRecord }),
  )
  const isNew = id === UNSAVED_ID
  const busy = state === 'submitting' || state === 'deleting'
  const fieldErrors = apiError(error)?.fields

  // The open record's actions, in the palette too (issue 3: contextual commands).
  const canDelete = state === 'ready' && !isNew && Boolean(props.remove)
  const canSave = (state === 'ready' && isValid) as boolean
  const recordCommands = useMemo((): Command[] | null => {
    if (!isOpen) return null
    const commands: Command[] = []
    if (canSave) {
      commands.push({
        id: 'record.save',
        group: 'record',
        label: msg`Save this record`,
        shortcut: ['Ctrl+Enter'],
        run: () => void submit(),
      })
    }
    if (canDelete) {
      commands.push({
        id: 'record.delete',
        group: 'record',
        label: msg`Delete this record`,
        run: () => send({ type: 'drawer.delete' }),
      })
    }
    commands.push({
      id: 'record.close',
      group: 'record',
      label: msg`Close this record`,
      shortcut: ['Escape'],
      run: () => send({ type: 'drawer.close' }),
    })
    return commands
  }, [isOpen, canSave, canDelete, submit, send])
  useRecordCommands(recordCommands)

  // Server field messages (e.g. a name that is taken) show on their fields.
  useEffect(() => {
    if (!fieldErrors) return
    for (const [field, message] of Object.entries(fieldErrors)) {
      form.setError(field as never, { type: 'server', message })
    }
  }, [fieldErrors, form])

  return (
    <>
      <Dialog.Root open={isOpen} onOpenChange={(next) => !next && send({ type: 'drawer.close' })}>
        <Dialog.Portal>
          <Theme>
            <Dialog.Overlay className="form-drawer-overlay" />
            <Dialog.Content
              className="form-drawer"
              aria-describedby={undefined}
              onKeyDown={(event) => {
                if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
                  event.preventDefault()
                  if (isValid && !busy) void submit()
                }
              }}
            >
              <DrawerHeader
                title={isNew ? props.titles.add : props.titles.edit}
                recordId={isNew ? null : id}
              />
              {state === 'loading' ? (
                <DrawerLoading />
              ) : state === 'loadFailed' ? (
                <DrawerLoadFailed
                  message={apiError(error)?.message}
                  onRetry={() => send({ type: 'drawer.retry' })}
                />
              ) : (
                <form
                  className="form-drawer-form"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault()
                    void submit()
                  }}
                >
                  <div className="form-drawer-body">
                    {error && !fieldErrors ? (
                      <Callout.Root color="red" role="alert" size="1" mb="3">
                        <Callout.Text>{apiError(error)?.message ?? props.messages.saveFailed}</Callout.Text>
                      </Callout.Root>
                    ) : null}
                    {snapshot.context.lang !== lang ? (
                      <Callout.Root color="amber" size="1" mb="3">
                        <Callout.Text>
                          {snapshot.context.lang === 'en'
                            ? t`You are editing the English texts. They are saved in English.`
                            : t`You are editing the Dutch texts. They are saved in Dutch.`}
                        </Callout.Text>
                      </Callout.Root>
                    ) : null}
                    <Flex direction="column" gap="4">
                      {props.children(form, { id, lang: snapshot.context.lang })}
                    </Flex>
                    {!isNew && props.footer ? props.footer(id) : null}
                  </div>
                  <Flex className="form-drawer-actions" gap="2" justify="between" align="center">
                    <Flex gap="2">
                      {!isNew && props.remove ? (
                        <Button
                          type="button"
                          color="red"
                          variant="soft"
                          disabled={busy}
                          onClick={() => send({ type: 'drawer.delete' })}
                        >
                          {t`Delete`}
                        </Button>
                      ) : null}
                      <Button
                        type="button"
                        variant="soft"
                        color="gray"
                        disabled={!isDirty || busy}
                        onClick={() => form.reset()}
                      >
                        {t`Reset`}
                      </Button>
                    </Flex>
                    <Flex gap="3" align="center">
                      <Text size="1" color="gray" className="form-drawer-hint">
                        {t`Ctrl+Enter saves`}
                      </Text>
                      <Button type="submit" disabled={!isValid || busy} loading={state === 'submitting'}>
                        {isNew ? t`Add` : t`Edit`}
                      </Button>
                    </Flex>
                  </Flex>
                </form>
              )}
            </Dialog.Content>
          </Theme>
        </Dialog.Portal>
      </Dialog.Root>
      <DiscardChangesDialog
        open={state === 'confirmingClose'}
        description={t`This record has changes that are not saved. Close it anyway?`}
        onDiscard={() => send({ type: 'drawer.discard' })}
        onKeepEditing={() => send({ type: 'drawer.keepEditing' })}
      />
      <ConfirmDialog
        open={state === 'confirmingDelete' || state === 'deleting'}
        title={t`Delete`}
        description={props.messages.confirmDelete}
        busy={state === 'deleting'}
        onConfirm={() => send({ type: 'drawer.confirmDelete' })}
        onCancel={() => send({ type: 'drawer.keepEditing' })}
      />
    </>
  )
}

/** A field's validation message in the interface language. */
export function useFieldError() {
  const { i18n } = useLingui()
  return (message: string | undefined) => translateValidation(i18n, message)
}
