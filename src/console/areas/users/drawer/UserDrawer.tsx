import { useLingui } from '@lingui/react/macro'
import { userFormSchema } from '../../../../domain/users.ts'
import { users } from '../../../api/users.ts'
import { RecordDrawer } from '../../../ui/drawer/RecordDrawer.tsx'
import { ResetPasswordButton, ResetPasswordForm } from './ResetPassword.tsx'
import { UserFields } from './UserFields.tsx'
import { UserPanels } from './UserPanels.tsx'
import { emptyUserForm, toUserInput, type UserFormDraft, userToForm } from './userForm.ts'
import { useUserDrawerUi } from './useUserDrawerUi.ts'
import './userDrawer.css'

/**
 * Adds or edits one app user (`?new` / `?edit=12` on /users; docs/product.md §2 "User drawer"): First name,
 * Last name, Email and Level, saved to `POST /api/user` or `PUT /api/user-admin/{id}` with those
 * four fields only. Editing adds Delete (the user and all data, asked first), Reset Password (a
 * New Password field of its own) and, below the form, the panels of the user's records.
 * A refusal the server names a field for (an e-mail in use) shows on that field; others (the
 * last admin, one's own level) as the drawer's error.
 */
export function UserDrawer() {
  const { t } = useLingui()
  const ui = useUserDrawerUi()
  return (
    <RecordDrawer<UserFormDraft, typeof users.client>
      resource={users}
      className="user-drawer"
      titles={{ add: t`Add User`, edit: t`Edit User` }}
      schema={userFormSchema}
      defaults={emptyUserForm}
      toForm={userToForm}
      toInput={toUserInput}
      messages={{
        saved: t`Saved user`,
        saveFailed: t`Failed to save user`,
        deleted: t`Deleted user`,
        deleteFailed: t`Failed to delete user`,
        confirmDelete: t`Are you absolutely sure you want to delete this user and all data?`,
      }}
      extraActions={(drawer) =>
        drawer.isNew ? null : <ResetPasswordButton ui={ui} disabled={drawer.busy} />
      }
      after={(drawer) =>
        drawer.isNew ? null : (
          <>
            {ui.passwordOpen ? <ResetPasswordForm userId={drawer.id} ui={ui} /> : null}
            <UserPanels userId={drawer.id} ui={ui} onDeleteUser={drawer.actions.delete} />
          </>
        )
      }
    >
      {(form) => <UserFields form={form} />}
    </RecordDrawer>
  )
}
