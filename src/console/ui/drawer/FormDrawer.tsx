import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import { type ReactNode, useId } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { Lang } from '../../../domain/lang.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { translateValidation } from '../forms/validationMessages.ts'
import { UnsavedScope } from '../leave/useUnsavedInput.tsx'
import { ConflictNotice } from './ConflictNotice.tsx'
import { DeletePlanNote } from './DeletePlanNote.tsx'
import {
  DiscardChangesDialog,
  DrawerActions,
  DrawerBody,
  DrawerHeader,
  DrawerLoadFailed,
  DrawerLoading,
  ResetButton,
  SaveShortcutHint,
} from './DrawerParts.tsx'
import { DrawerShell, isSaveShortcut } from './DrawerShell.tsx'
import { type FormDrawerController, type FormDrawerOptions, useFormDrawer } from './useFormDrawer.ts'

/** The open record as a drawer's extra parts (`extraActions`, `after`) see it. */
export type FormDrawerSlotContext<TValues extends FieldValues> = {
  form: UseFormReturn<TValues>
  id: number
  isNew: boolean
  /** The language the form's values are in. */
  lang: Lang
  /** Saving or deleting: the drawer's own buttons are disabled meanwhile. */
  busy: boolean
  state: FormDrawerController<TValues>['state']
  /** What the drawer's own buttons do (e.g. `delete` asks for the confirmation). */
  actions: FormDrawerController<TValues>['actions']
}

export type FormDrawerProps<TValues extends FieldValues> = FormDrawerOptions<TValues> & {
  /** "Category", "Label": used in the title ("Add Category", "Edit Category"). */
  titles: { add: string; edit: string }
  /** The fields; the form is react-hook-form's, validated by `schema`. */
  children: (form: UseFormReturn<TValues>, context: { id: number; lang: Lang }) => ReactNode
  /** More buttons in the bar at the bottom, after Undo changes (e.g. the user drawer's Reset Password). */
  extraActions?: (context: FormDrawerSlotContext<TValues>) => ReactNode
  /**
   * Content below the fields, in the same scrolling body but outside the record's `<form>`, so it
   * can hold forms and buttons of its own without submitting the record (e.g. a user's panels).
   */
  after?: (context: FormDrawerSlotContext<TValues>) => ReactNode
  /** Added to the drawer's class, e.g. for a wider drawer. */
  className?: string
}

/**
 * A side drawer that adds or edits one record (docs/product.md §4 "Forms"); what it does is `useFormDrawer`.
 * The open record is in the URL (`?edit=12`, `?new`). Esc or the close button closes (asking
 * first when there are unsaved changes); Ctrl/Cmd+Enter submits; Submit is enabled only while the
 * form is valid. A drawer may add buttons to the bar (`extraActions`) and content below the fields
 * (`after`), both given the open record and the drawer's actions.
 */
export function FormDrawer<TValues extends FieldValues>(props: FormDrawerProps<TValues>) {
  const { t, i18n } = useLingui()
  const drawer = useFormDrawer(props)
  const { form, state, id, isNew, busy, isDirty, isValid, failure, submit, actions } = drawer
  // The submit button sits in the action bar, outside the <form> (so `after` can hold forms of
  // its own); it names the form by id.
  const formId = useId()
  const refusalId = useId()
  const slot: FormDrawerSlotContext<TValues> = { form, id, isNew, lang: drawer.lang, busy, state, actions }

  return (
    <UnsavedScope scope={drawer.unsavedScope}>
      <DrawerShell
        open={drawer.isOpen}
        onClose={actions.close}
        className={props.className}
        returnFocusTo={drawer.returnFocusTo}
        onKeyDown={(event) => {
          if (isSaveShortcut(event)) {
            // A form of the drawer's extra content (a panel's) saves itself, not the record.
            const within = (event.target as Element).closest?.('form')
            if (within && within.id !== formId) return
            event.preventDefault()
            // An invalid form: the submit shows every message and focuses the first field in error.
            if (!busy && !drawer.conflict) void submit()
          }
        }}
      >
        <DrawerHeader title={isNew ? props.titles.add : props.titles.edit} recordId={isNew ? null : id} />
        {state === 'loading' ? (
          <DrawerLoading />
        ) : state === 'loadFailed' ? (
          <DrawerLoadFailed message={failure?.message} onRetry={actions.retry} />
        ) : (
          <div className="form-drawer-form">
            <DrawerBody>
              <form
                id={formId}
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  void submit()
                }}
              >
                {drawer.conflict ? (
                  <ConflictNotice onReload={actions.reload} onOverwrite={actions.overwrite} />
                ) : drawer.error && !drawer.fieldErrors ? (
                  <Callout.Root color="red" role="alert" size="1" mb="3">
                    <Callout.Text>
                      {translateValidation(i18n, failure?.message) ?? props.messages.saveFailed}
                    </Callout.Text>
                  </Callout.Root>
                ) : null}
                {drawer.otherLanguage ? (
                  <Callout.Root color="amber" size="1" mb="3">
                    <Callout.Text>
                      {drawer.lang === 'en'
                        ? t`You are editing the English texts. They are saved in English.`
                        : t`You are editing the Dutch texts. They are saved in Dutch.`}
                    </Callout.Text>
                  </Callout.Root>
                ) : null}
                <Flex direction="column" gap="4">
                  {drawer.formReady ? props.children(form, { id, lang: drawer.lang }) : null}
                </Flex>
              </form>
              {props.after?.(slot)}
              {!isNew && drawer.deleteRefused ? (
                <DeletePlanNote id={refusalId} plan={drawer.deletePlan} refused />
              ) : null}
            </DrawerBody>
            <DrawerActions>
              <Flex gap="2" wrap="wrap">
                {!isNew && props.remove ? (
                  <Button
                    type="button"
                    color="red"
                    variant="soft"
                    disabled={busy || !drawer.deletePlan.allowed}
                    aria-describedby={drawer.deleteRefused ? refusalId : undefined}
                    onClick={actions.delete}
                  >
                    {t`Delete`}
                  </Button>
                ) : null}
                <ResetButton disabled={!isDirty || busy} onClick={() => form.reset()} />
                {props.extraActions?.(slot)}
              </Flex>
              <Flex gap="3" align="center">
                <SaveShortcutHint />
                <Button
                  type="submit"
                  form={formId}
                  disabled={!isValid || busy || drawer.conflict}
                  loading={state === 'submitting'}
                >
                  {isNew ? t`Add` : t`Edit`}
                </Button>
              </Flex>
            </DrawerActions>
          </div>
        )}
      </DrawerShell>
      <DiscardChangesDialog
        open={state === 'confirmingClose'}
        lost={drawer.unsavedInput}
        onDiscard={actions.discard}
        onKeepEditing={actions.keepEditing}
      />
      <ConfirmDialog
        open={state === 'confirmingDelete' || state === 'deleting'}
        title={t`Delete`}
        description={props.messages.confirmDelete}
        details={drawer.deletePlan.summary ? <DeletePlanNote plan={drawer.deletePlan} /> : undefined}
        busy={state === 'deleting'}
        onConfirm={actions.confirmDelete}
        onCancel={actions.keepEditing}
      />
    </UnsavedScope>
  )
}
