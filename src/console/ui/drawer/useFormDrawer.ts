import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useMachine } from '@xstate/react'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form'
import { fromPromise, type StateValueFrom } from 'xstate'
import type { z } from 'zod'
import { formDrawerMachineOf } from '../../../../machines/formDrawer.machine.ts'
import { UNSAVED_ID } from '../../../domain/constants.ts'
import type { DeletePlan } from '../../../domain/delete-plan.ts'
import { failureOf } from '../../../domain/failure.ts'
import type { Lang } from '../../../domain/lang.ts'
import { useLanguage } from '../../app/i18n/LanguageProvider.tsx'
import { useUnsavedInput, useUnsavedScope } from '../leave/useUnsavedInput.tsx'
import { toast } from '../toasts/toastStore.ts'
import { type DrawerParam, recordParam } from './drawerParams.ts'
import { useFormDrawerCommands } from './useFormDrawerCommands.ts'
import { useUrlDrawer } from './useUrlDrawer.ts'

export type FormDrawerOptions<TValues extends FieldValues> = {
  /** The zod schema of `src/domain` for this form (the same one the server route validates with). */
  schema: z.ZodType<TValues>
  /** Values of a new record. */
  defaults: TValues
  /** The record's form values in `lang`, and its version (null where records are not versioned). */
  load: (id: number, lang: Lang) => Promise<{ values: TValues; version: number | null }>
  /** Adds (`id` -1) or updates; an update sends `version` back, so a stale write is refused (409). */
  save: (id: number, values: TValues, lang: Lang, version: number | null) => Promise<unknown>
  remove?: (id: number) => Promise<unknown>
  messages: {
    saved: string
    saveFailed: string
    deleted?: string
    deleteFailed?: string
    confirmDelete: string
  }
  /** Runs after a save or delete (`deleted`: the id of the record that is gone): reload the list. */
  onChanged?: (change: { deleted?: number }) => void
  /**
   * Runs after a save with the record's id and whether it was added (the story editor makes a page
   * of content added from it): what the page around the drawer does with the record it now has.
   */
  onSaved?: (saved: { id: number; added: boolean }) => void
  /**
   * What deleting the open record would do (the domain's plan, from its loaded values or from
   * what refers to it), asked when a saved record is ready: a refused plan leaves Delete disabled
   * and the drawer says why; an allowed one with a summary says in the confirmation what else
   * changes. Without it, or when it cannot be had, Delete asks the plain question.
   */
  deletePlan?: (id: number, loaded: TValues) => DeletePlan | Promise<DeletePlan>
  /**
   * How the URL names this drawer: `?edit=12` / `?new` (default), or its kind's parameter where
   * a page has several record drawers (`kindRecordParam`). A module constant.
   */
  param?: DrawerParam<number>
  /** The key of the record's row in the list, where it is not the id (`action-12`: `ListPage`'s `rowKey`). */
  rowKeyOf?: (id: number) => string
}

/** The machine's states the drawer can rest in (`closing` is only passed through). */
export type FormDrawerState = Exclude<StateValueFrom<ReturnType<typeof formDrawerMachineOf>>, 'closing'>

/** The id of a record a save answered with (an added record's new id). */
const savedIdOf = (saved: unknown) =>
  typeof saved === 'object' && saved !== null && 'id' in saved && typeof saved.id === 'number'
    ? saved.id
    : null

/**
 * What a form drawer does, without its markup (docs/product.md §4 "Forms"): the form drawer machine with
 * the record's I/O and notices, the open record from the URL (`?edit=12`, `?new`), a
 * react-hook-form form validated by `schema` that starts from the loaded record (or the defaults),
 * a language switch that reloads an untouched record, server field messages on their fields, the
 * open record's commands in the palette, and its unsaved input told to the leave guard: the form's
 * changes, and what the drawer's parts hold (`unsavedScope`), which closing asks about too.
 */
export function useFormDrawer<TValues extends FieldValues>(options: FormDrawerOptions<TValues>) {
  const { t } = useLingui()
  const { lang } = useLanguage()
  const latest = useRef(options)
  latest.current = options
  const lastRecord = useRef<number | null>(null)
  const wasOpen = useRef(false)

  const machine = useMemo(
    () =>
      formDrawerMachineOf<TValues>().provide({
        actors: {
          load: fromPromise(async ({ input }: { input: { id: number; lang: Lang } }) =>
            latest.current.load(input.id, input.lang),
          ),
          save: fromPromise(
            async ({
              input,
            }: {
              input: { id: number; lang: Lang; values: TValues; version: number | null }
            }) => latest.current.save(input.id, input.values, input.lang, input.version),
          ),
          remove: fromPromise(async ({ input }: { input: { id: number } }) =>
            latest.current.remove?.(input.id),
          ),
        },
        actions: {
          notifySaved: ({ context }, saved) => {
            // A record just added: focus goes to its new row once the drawer has closed.
            const savedId = savedIdOf(saved)
            if (savedId !== null) lastRecord.current = savedId
            toast.success(latest.current.messages.saved)
            latest.current.onChanged?.({})
            if (savedId !== null) latest.current.onSaved?.({ id: savedId, added: context.id === UNSAVED_ID })
          },
          notifySaveFailed: (_, error) =>
            toast.error(latest.current.messages.saveFailed, failureOf(error)?.message),
          notifyDeleted: ({ context }) => {
            if (latest.current.messages.deleted) toast.success(latest.current.messages.deleted)
            latest.current.onChanged?.({ deleted: context.id })
          },
          notifyDeleteFailed: (_, error) =>
            toast.error(
              latest.current.messages.deleteFailed ?? latest.current.messages.saveFailed,
              failureOf(error)?.message,
            ),
        },
      }),
    [],
  )
  const [snapshot, send] = useMachine(machine)
  const { id, record, error } = snapshot.context
  // `closing` is only passed through (it always goes on to `closed` at once).
  const state: FormDrawerState = snapshot.value === 'closing' ? 'closed' : snapshot.value
  const isOpen = state !== 'closed'
  // The record focus returns to when the drawer closes (the machine forgets it on closing): the
  // one shown, none for a new record until it is saved.
  if (isOpen && (!wasOpen.current || id !== UNSAVED_ID)) lastRecord.current = id === UNSAVED_ID ? null : id
  // Each opening counted: the form holds this opening's values once reset for it (below).
  const openings = useRef(0)
  if (isOpen && !wasOpen.current) openings.current += 1
  wasOpen.current = isOpen

  const { keptAt } = useUrlDrawer(options.param ?? recordParam, {
    openKey: isOpen ? id : null,
    open: (key) =>
      send(
        key === UNSAVED_ID ? { type: 'drawer.openNew', lang } : { type: 'drawer.openEdit', id: key, lang },
      ),
    // The address went elsewhere: the leave guard has asked about unsaved input already.
    close: () => send({ type: 'drawer.leave' }),
  })
  useEffect(() => {
    if (isOpen) send({ type: 'drawer.languageChanged', lang })
  }, [lang, isOpen, send])

  const form = useForm<TValues>({
    // The schema's input may differ from its output (trimming, coercion); the form holds the output type.
    resolver: zodResolver(options.schema as never) as never,
    mode: 'onChange',
    defaultValues: options.defaults as DefaultValues<TValues>,
  })

  // The loaded record (or a new record's defaults) becomes the form's starting point.
  // A new record starts from the defaults once, when it opens (not whenever it is untouched
  // again, which would wipe the messages of a field the user just cleared).
  // Before the page paints (layout effects), and the fields wait for it (`formReady`): shown first
  // with the previous record's values (or the defaults) and again after the reset, a drawer of
  // many fields was built twice per opening.
  const [resetFor, setResetFor] = useState(0)
  const previousState = useRef(state)
  useLayoutEffect(() => {
    const opened = previousState.current === 'closed' && state === 'ready'
    previousState.current = state
    if (opened && id === UNSAVED_ID) {
      form.reset(latest.current.defaults)
      setResetFor(openings.current)
    }
  }, [state, id, form])
  useLayoutEffect(() => {
    if (!record) return
    form.reset(record)
    setResetFor(openings.current)
  }, [record, form])
  // A reload later in the same opening (another language, someone else's save) resets the fields
  // in place: they stay, and so does focus.
  const formReady = isOpen && resetFor === openings.current

  const { isDirty, isValid } = form.formState
  useEffect(() => {
    if (isOpen) send({ type: 'drawer.change', dirty: isDirty })
  }, [isDirty, isOpen, send])

  // Unsaved input: the form's changes (told to the leave guard), and what the drawer's parts hold.
  const recordUnsaved = t`This record has changes that are not saved.`
  useUnsavedInput(isOpen && isDirty, recordUnsaved, keptAt)
  const unsaved = useUnsavedScope(keptAt)
  const held = useRef(false)
  held.current = unsaved.held.length > 0

  const submit = form.handleSubmit((values) => send({ type: 'drawer.submit', values }))
  const isNew = id === UNSAVED_ID
  const busy = state === 'submitting' || state === 'deleting'
  const failure = failureOf(error)
  const fieldErrors = failure?.fields

  // Server field messages (e.g. a name that is taken) show on their fields.
  useEffect(() => {
    if (!fieldErrors) return
    for (const [field, message] of Object.entries(fieldErrors)) {
      form.setError(field as never, { type: 'server', message })
    }
  }, [fieldErrors, form])

  const actions = useMemo(
    () => ({
      close: () => send({ type: 'drawer.close', held: held.current }),
      retry: () => send({ type: 'drawer.retry' }),
      delete: () => send({ type: 'drawer.delete' }),
      confirmDelete: () => send({ type: 'drawer.confirmDelete' }),
      discard: () => send({ type: 'drawer.discard' }),
      keepEditing: () => send({ type: 'drawer.keepEditing' }),
      reload: () => send({ type: 'drawer.reload' }),
      overwrite: () => send({ type: 'drawer.overwrite' }),
    }),
    [send],
  )
  const deletePlan = useDeletePlan(
    options.deletePlan ? latest : null,
    state === 'ready' && !isNew,
    id,
    record,
  )
  // Without a `deletePlan` option the plan is a plain delete, allowed.
  const canDelete = state === 'ready' && !isNew && Boolean(options.remove) && deletePlan.allowed
  const canSave = state === 'ready' && isValid
  const conflict = state === 'conflict'
  useFormDrawerCommands({ isOpen, canSave, canDelete, conflict, submit, actions })

  return {
    form,
    state,
    isOpen,
    /** The open record's id (`UNSAVED_ID` for a new one). */
    id,
    isNew,
    busy,
    isDirty,
    isValid,
    /** The form holds this opening's values (the record's, a new record's defaults): show the fields. */
    formReady,
    /** The row focus returns to after closing: the record shown, or the one just added. */
    returnFocusTo: () =>
      lastRecord.current === null
        ? null
        : (latest.current.rowKeyOf?.(lastRecord.current) ?? lastRecord.current),
    /** The language the form's values are in (it stays while edited, whatever the switch says). */
    lang: snapshot.context.lang,
    /** It differs from the interface language: the drawer says which language is being edited. */
    otherLanguage: snapshot.context.lang !== lang,
    /** Why loading, saving or deleting failed: the server's answer, when it sent one. */
    error,
    failure,
    fieldErrors,
    /** Someone else saved the record since it was opened: Reload (theirs) or Overwrite (mine). */
    conflict,
    /** The drawer's parts report their unsaved input here (`UnsavedScope`). */
    unsavedScope: unsaved.scope,
    /** What closing now would drop, one sentence each, for the question. */
    unsavedInput: isDirty || !unsaved.held.length ? [recordUnsaved, ...unsaved.held] : unsaved.held,
    /** What deleting the record would do; `known` false while it is asked for. */
    deletePlan,
    /** The plan is known and refuses: Delete is disabled, and the drawer says why. */
    deleteRefused: deletePlan.known && !deletePlan.allowed,
    submit,
    actions,
  }
}

export type FormDrawerController<TValues extends FieldValues> = ReturnType<typeof useFormDrawer<TValues>>

/** The open record's delete plan, `known` once answered; a failed answer counts as a plain delete. */
export type DeletePlanState = DeletePlan & { known: boolean }

const unknownPlan: DeletePlanState = { allowed: false, summary: null, details: [], known: false }
const plainPlan: DeletePlanState = { allowed: true, summary: null, details: [], known: true }

/** Asks for the plan of each record once it is ready, again after a reload (a new `record`). */
function useDeletePlan<TValues extends FieldValues>(
  options: { current: FormDrawerOptions<TValues> } | null,
  ready: boolean,
  id: number,
  record: TValues | null,
): DeletePlanState {
  const [answer, setAnswer] = useState<{ for: unknown; plan: DeletePlanState } | null>(null)
  const asked = options !== null && ready && record !== null
  useEffect(() => {
    if (!asked || !options) return
    let live = true
    const settle = (plan: DeletePlanState) => {
      if (live) setAnswer({ for: record, plan })
    }
    Promise.resolve()
      .then(() => options.current.deletePlan?.(id, record))
      .then(
        (plan) => settle(plan ? { ...plan, known: true } : plainPlan),
        () => settle(plainPlan),
      )
    return () => {
      live = false
    }
  }, [asked, options, id, record])
  if (!options) return plainPlan
  return answer && answer.for === record ? answer.plan : unknownPlan
}
