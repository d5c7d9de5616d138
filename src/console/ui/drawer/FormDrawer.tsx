import { useLingui } from '@lingui/react/macro'
import { Button, Callout, Flex } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { Lang } from '../../../domain/lang.ts'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { ConflictNotice } from './ConflictNotice.tsx'
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
import { type FormDrawerOptions, useFormDrawer } from './useFormDrawer.ts'
import { useLeaveGuard } from './useLeaveGuard.ts'

export type FormDrawerProps<TValues extends FieldValues> = FormDrawerOptions<TValues> & {
  /** "Category", "Label": used in the title ("Add Category", "Edit Category"). */
  titles: { add: string; edit: string }
  /** The fields; the form is react-hook-form's, validated by `schema`. */
  children: (form: UseFormReturn<TValues>, context: { id: number; lang: Lang }) => ReactNode
  /** Extra panels below the form in edit mode (e.g. a user's records). */
  footer?: (id: number) => ReactNode
}

/**
 * A side drawer that adds or edits one record (SPEC §4 "Forms"); what it does is `useFormDrawer`.
 * The open record is in the URL (`?edit=12`, `?new`). Esc or the close button closes (asking
 * first when there are unsaved changes); Ctrl/Cmd+Enter submits; Submit is enabled only while the
 * form is valid.
 */
export function FormDrawer<TValues extends FieldValues>(props: FormDrawerProps<TValues>) {
  const { t } = useLingui()
  const drawer = useFormDrawer(props)
  const { form, state, id, isNew, busy, isDirty, isValid, failure, submit, actions } = drawer
  const leaving = useLeaveGuard(drawer.isOpen && isDirty)

  return (
    <>
      <DrawerShell
        open={drawer.isOpen}
        onClose={actions.close}
        returnFocusTo={drawer.returnFocusTo}
        onKeyDown={(event) => {
          if (isSaveShortcut(event)) {
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
          <form
            className="form-drawer-form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              void submit()
            }}
          >
            <DrawerBody>
              {drawer.conflict ? (
                <ConflictNotice onReload={actions.reload} onOverwrite={actions.overwrite} />
              ) : drawer.error && !drawer.fieldErrors ? (
                <Callout.Root color="red" role="alert" size="1" mb="3">
                  <Callout.Text>{failure?.message ?? props.messages.saveFailed}</Callout.Text>
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
                {props.children(form, { id, lang: drawer.lang })}
              </Flex>
              {!isNew && props.footer ? props.footer(id) : null}
            </DrawerBody>
            <DrawerActions>
              <Flex gap="2">
                {!isNew && props.remove ? (
                  <Button type="button" color="red" variant="soft" disabled={busy} onClick={actions.delete}>
                    {t`Delete`}
                  </Button>
                ) : null}
                <ResetButton disabled={!isDirty || busy} onClick={() => form.reset()} />
              </Flex>
              <Flex gap="3" align="center">
                <SaveShortcutHint />
                <Button
                  type="submit"
                  disabled={!isValid || busy || drawer.conflict}
                  loading={state === 'submitting'}
                >
                  {isNew ? t`Add` : t`Edit`}
                </Button>
              </Flex>
            </DrawerActions>
          </form>
        )}
      </DrawerShell>
      <DiscardChangesDialog
        open={state === 'confirmingClose' || leaving.asking}
        description={t`This record has changes that are not saved. Close it anyway?`}
        onDiscard={leaving.asking ? leaving.leave : actions.discard}
        onKeepEditing={leaving.asking ? leaving.stay : actions.keepEditing}
      />
      <ConfirmDialog
        open={state === 'confirmingDelete' || state === 'deleting'}
        title={t`Delete`}
        description={props.messages.confirmDelete}
        busy={state === 'deleting'}
        onConfirm={actions.confirmDelete}
        onCancel={actions.keepEditing}
      />
    </>
  )
}
