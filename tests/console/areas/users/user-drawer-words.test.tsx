import { i18n } from '@lingui/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { loadFullCatalog } from '../../../../src/console/app/i18n/i18n.ts'
import {
  fakeUserDrawerApi,
  fakeUsers,
  sanne,
  sanneFull,
} from '../../../../stories/users/UserDrawerFixtures.ts'
import { loadedSanneDrawer, renderUserDrawer } from './user-drawer.harness.tsx'

// Issue 18: "Reset" meant two opposite things in the user drawer (undo my edits / wipe the user's
// answers), and Dutch "Herstellen" fitted neither. Each button is named for what it does, and the
// confirmation says whose answers go and how many.

const drawer = loadedSanneDrawer

describe('UserDrawer: each button named for what it does (issue 18)', () => {
  const slow = { timeout: 15_000 }

  it('the form’s Reset is "Undo changes": it drops my edits and nothing else', async () => {
    const { user, api } = renderUserDrawer()
    const body = await drawer()
    const undo = body.getByRole('button', { name: 'Undo changes' })
    expect(undo).toBeDisabled()
    await user.type(body.getByLabelText('First name'), 'tje')
    expect(undo).toBeEnabled()
    await user.click(undo)
    expect(body.getByLabelText('First name')).toHaveValue('Sanne')
    expect(undo).toBeDisabled()
    // No button of the drawer is called a bare "Reset" any more (Reset Password's own Reset aside).
    expect(body.queryByRole('button', { name: 'Reset' })).toBeNull()
    expect(api.drawer?.resetBpt).not.toHaveBeenCalled()
  })

  it('Remove BPT answers… says whose answers go and how many, then removes them', async () => {
    const { user, api } = renderUserDrawer()
    const body = await drawer()
    await user.click(await body.findByRole('tab', { name: /^Behaviour and Profile Tracker/ }))
    await user.click(body.getByRole('button', { name: 'Remove BPT answers…' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove BPT answers' }, slow)
    // 2 expertise levels, 2 motivations, 1 behaviour, 1 barrier.
    expect(confirm).toHaveAccessibleDescription('Remove all 6 behaviour tracker answers of Sanne de Vries?')
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(api.drawer?.resetBpt).toHaveBeenCalledWith(sanne.id))
    expect(await screen.findByText('Removed the BPT answers of Sanne de Vries.')).toBeInTheDocument()
    // Nothing left to remove.
    await waitFor(() => expect(body.getByRole('button', { name: 'Remove BPT answers…' })).toBeDisabled())
  })

  it('Remove CO2 Quiz answers… counts the answers the same way', async () => {
    const { user, api } = renderUserDrawer()
    const body = await drawer()
    await user.click(await body.findByRole('tab', { name: /^CO2 Quiz/ }))
    await user.click(body.getByRole('button', { name: 'Remove CO2 Quiz answers…' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove CO2 Quiz answers' }, slow)
    expect(confirm).toHaveAccessibleDescription('Remove all 2 CO2 Quiz answers of Sanne de Vries?')
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(api.drawer?.resetCo2Quiz).toHaveBeenCalledWith(sanne.id))
    expect(await screen.findByText('Removed the CO2 Quiz answers of Sanne de Vries.')).toBeInTheDocument()
  })

  it('names a user without a name by the e-mail, else as "user 14"; one answer is "the only" one', async () => {
    const noName = { ...sanne, id: 14, firstName: '', lastName: '', email: 'only.mail@example.org' }
    const nobody = { ...noName, id: 15, email: null }
    const oneAnswer = (user: typeof sanne) => {
      const full = { ...sanneFull(), ...user }
      return { ...full, userCo2QuizAnswers: full.userCo2QuizAnswers.slice(0, 1) }
    }
    for (const [who, name] of [
      [noName, 'only.mail@example.org'],
      [nobody, 'user 15'],
    ] as const) {
      const view = renderUserDrawer({
        route: `/users?edit=${who.id}`,
        users: fakeUsers([who]),
        drawer: fakeUserDrawerApi([oneAnswer(who)]),
      })
      const dialog = await screen.findByRole('dialog', { name: 'Edit User' })
      await view.user.click(await within(dialog).findByRole('tab', { name: /^CO2 Quiz/ }))
      await view.user.click(within(dialog).getByRole('button', { name: 'Remove CO2 Quiz answers…' }))
      const confirm = await screen.findByRole('alertdialog', { name: 'Remove CO2 Quiz answers' }, slow)
      expect(confirm).toHaveAccessibleDescription(`Remove the only CO2 Quiz answer of ${name}?`)
      view.unmount()
    }
  })
})

describe('UserDrawer: the words in Dutch', () => {
  const slow = { timeout: 15_000 }
  // The language is Lingui's global: start in English (the test above left Dutch) and end so.
  // As after login, the whole catalog is wanted (not only the login page's).
  const english = () => i18n.loadAndActivate({ locale: 'en', messages: {} })
  beforeEach(async () => {
    english()
    await loadFullCatalog()
  })
  afterEach(english)

  it('says the same in Dutch: "Ongedaan maken", "…verwijderen", and whose answers go', async () => {
    const { user } = renderUserDrawer()
    await drawer()
    // The switch sits behind the modal drawer (the top bar's, reached there by Alt+Shift+N).
    fireEvent.click(screen.getByRole('button', { name: 'Nederlands', hidden: true }))
    const body = within(await screen.findByRole('dialog', { name: 'Gebruiker bewerken' }, slow))
    expect(await body.findByRole('button', { name: 'Wijzigingen ongedaan maken' }, slow)).toBeDisabled()
    await user.click(await body.findByRole('tab', { name: /^Gedrags- en profieltracker/ }))
    await user.click(body.getByRole('button', { name: 'BPT-antwoorden verwijderen…' }))
    let confirm = await screen.findByRole('alertdialog', { name: 'BPT-antwoorden verwijderen' }, slow)
    expect(confirm).toHaveAccessibleDescription(
      'Alle 6 antwoorden van Sanne de Vries op de gedragstracker verwijderen?',
    )
    expect(within(confirm).getByRole('button', { name: 'Verwijderen' })).toBeInTheDocument()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Annuleren' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), slow)
    await user.click(await body.findByRole('tab', { name: /^CO2-quiz/ }))
    await user.click(body.getByRole('button', { name: 'CO2-quizantwoorden verwijderen…' }))
    confirm = await screen.findByRole('alertdialog', { name: 'CO2-quizantwoorden verwijderen' }, slow)
    expect(confirm).toHaveAccessibleDescription('Alle 2 CO2-quizantwoorden van Sanne de Vries verwijderen?')
    // Two catalogs load (the whole English one, then the Dutch one): more than the default 5 s on a busy machine.
  }, 15_000)
})
