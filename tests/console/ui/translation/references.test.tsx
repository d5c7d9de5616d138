import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it } from 'vitest'
import { pageKeyRegistry } from '../../../../src/console/app/palette/pageKeys.ts'
import { Field } from '../../../../src/console/ui/forms/Field.tsx'
import { TextAreaField } from '../../../../src/console/ui/forms/TextAreaField.tsx'
import { createColumns, defaultMatches } from '../../../../src/console/ui/grid/index.ts'
import { ReferenceFields } from '../../../../src/console/ui/translation/ReferenceFields.tsx'
import { TranslatableText } from '../../../../src/console/ui/translation/TranslatableText.tsx'
import { type Reference, shownText } from '../../../../src/domain/reference.ts'
import { messages as en } from '../../../../src/locales/en/messages.po'
import { messages as nl } from '../../../../src/locales/nl/messages.po'

// Translation work in Dutch (issue 18): a text missing in the interface's language shows its
// reference marked with its language, and a drawer field offers it to copy (button or Alt+Shift+C).

i18n.load({ en, nl })
afterEach(() => act(() => i18n.activate('en')))

function inDutch(children: ReactNode) {
  i18n.activate('nl')
  return render(
    <I18nProvider i18n={i18n}>
      <Theme>{children}</Theme>
    </I18nProvider>,
  )
}

const english = (values: Record<string, string>): Reference => ({ lang: 'en', values })

describe('TranslatableText', () => {
  it('shows a text of the interface’s language as it is', () => {
    inDutch(<TranslatableText value={{ text: 'Voeding' }} />)
    expect(screen.getByText('Voeding').closest('[lang]')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('shows a reference in an element of its language, muted, with a tag named after the language', () => {
    const { container } = inDutch(
      <TranslatableText
        value={shownText({ title: '', reference: english({ title: 'Food waste' }) }, 'title')}
      />,
    )
    const text = screen.getByText('Food waste')
    expect(text).toHaveAttribute('lang', 'en')
    expect(container.querySelector('.reference-text')).toContainElement(text)
    const tag = screen.getByRole('img', { name: 'Engels' })
    expect(tag).toHaveTextContent('EN')
    expect(tag).not.toHaveAttribute('lang')
  })

  it('shows the fallback when neither language has a text', () => {
    inDutch(<TranslatableText value={{ text: '' }} fallback="#29" />)
    expect(screen.getByText('#29')).toBeInTheDocument()
  })
})

describe('a translated column', () => {
  type Row = { id: number; title: string; reference?: Reference }
  const col = createColumns<Row>()
  const columns = [col.id(), col.translated('title', { header: 'Title' })]
  const match = defaultMatches(columns, [{ id: 'q', kind: 'text', label: 'Title' }])

  it('is matched by the text it shows: the English title of a row without a Dutch one', () => {
    const untranslated = { id: 29, title: '', reference: english({ title: 'Plastic in the sea' }) }
    const translated = { id: 30, title: 'Warmtepompen', reference: undefined }
    expect(match(untranslated, { q: 'plastic' }, 0)).toBe(true)
    expect(match(translated, { q: 'warmte' }, 1)).toBe(true)
    expect(match(translated, { q: 'plastic' }, 1)).toBe(false)
  })
})

type Values = { title: string; description: string; emoji: string }

function RecordForm({ reference, initial }: { reference?: Reference; initial?: Partial<Values> }) {
  const form = useForm<Values>({ defaultValues: { title: '', description: '', emoji: '', ...initial } })
  return (
    <ReferenceFields reference={reference} form={form}>
      <Field label="Titel" {...form.register('title')} />
      <TextAreaField label="Beschrijving" {...form.register('description')} />
      <Field label="Emoji" {...form.register('emoji')} />
      <output data-testid="values">{JSON.stringify(form.watch())}</output>
    </ReferenceFields>
  )
}

const valuesOf = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Values

describe('a drawer field’s reference', () => {
  it('shows the other language’s text between the label and the empty field, and describes the field with it', () => {
    inDutch(<RecordForm reference={english({ title: 'Food waste', description: 'Less waste.' })} />)
    const title = screen.getByLabelText('Titel')
    const reference = document.getElementById(title.getAttribute('aria-describedby')!.split(' ')[0]!)!
    expect(reference).toHaveTextContent('Food waste')
    expect(reference).toHaveAttribute('lang', 'en')
    expect(screen.getAllByRole('img', { name: 'Engels' })).toHaveLength(2)
    // Only the fields named in the reference: the emoji has none.
    expect(screen.getByLabelText('Emoji')).not.toHaveAttribute('aria-describedby')
    expect(screen.getAllByRole('button', { name: 'Engels overnemen' })).toHaveLength(2)
  })

  it('copies the reference in with Alt+Shift+C in the empty field, and the field keeps focus', async () => {
    const user = userEvent.setup()
    inDutch(<RecordForm reference={english({ title: 'Food waste', description: 'Less waste.' })} />)
    const title = screen.getByLabelText('Titel')
    await user.click(title)
    await user.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}')
    expect(title).toHaveValue('Food waste')
    expect(title).toHaveFocus()
    expect(valuesOf().title).toBe('Food waste')
    // The reference stays in view to translate from; Copy goes, as the field is no longer empty.
    expect(screen.getByText('Food waste', { selector: '[lang="en"]' })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Engels overnemen' })).toHaveLength(1)
    // In a field with text the key changes nothing.
    await user.clear(title)
    await user.type(title, 'Voedselverspilling')
    await user.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}')
    expect(title).toHaveValue('Voedselverspilling')
  })

  it('copies it with the button too, and puts the caret in the field', async () => {
    const user = userEvent.setup()
    inDutch(<RecordForm reference={english({ description: 'Less waste.' })} />)
    const frame = screen.getByLabelText('Beschrijving').parentElement!.parentElement!
    await user.click(within(frame).getByRole('button', { name: 'Engels overnemen' }))
    expect(screen.getByLabelText('Beschrijving')).toHaveValue('Less waste.')
    expect(screen.getByLabelText('Beschrijving')).toHaveFocus()
    expect(valuesOf().description).toBe('Less waste.')
  })

  it('shows nothing where the record has no reference, and leaves the key alone', async () => {
    const user = userEvent.setup()
    inDutch(<RecordForm />)
    expect(screen.queryByRole('button', { name: 'Engels overnemen' })).toBeNull()
    await user.click(screen.getByLabelText('Titel'))
    await user.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}')
    expect(screen.getByLabelText('Titel')).toHaveValue('')
  })

  it('lists the copy key in the ? dialog while a field shows a reference', () => {
    const keys = () => pageKeyRegistry.getSnapshot().find((set) => set.id === 'translation-reference')
    const { unmount } = inDutch(<RecordForm reference={english({ title: 'Food waste' })} />)
    expect(keys()?.keys[0]?.keys).toEqual(['Alt+Shift+C'])
    unmount()
    expect(keys()).toBeUndefined()
  })

  it('keeps the key listed until the last field with a reference goes', () => {
    const keys = () => pageKeyRegistry.getSnapshot().find((set) => set.id === 'translation-reference')
    const both = english({ title: 'Food waste', description: 'Less waste.' })
    const { rerender, unmount } = inDutch(<RecordForm reference={both} />)
    // The title is translated meanwhile: its reference goes, the description's stays.
    rerender(
      <I18nProvider i18n={i18n}>
        <Theme>
          <RecordForm reference={english({ description: 'Less waste.' })} />
        </Theme>
      </I18nProvider>,
    )
    expect(screen.getAllByRole('button', { name: 'Engels overnemen' })).toHaveLength(1)
    expect(keys()).toBeDefined()
    unmount()
    expect(keys()).toBeUndefined()
  })
})

type StepValues = { steps: { id?: number; description: string }[] }

function StepsForm({ steps }: { steps: StepValues['steps'] }) {
  const form = useForm<StepValues>({ defaultValues: { steps } })
  const entries = {
    steps: [
      { id: 7, reference: english({ description: 'Pump the tyres' }) },
      { id: 9, reference: english({ description: 'Ride to work' }) },
    ],
  }
  return (
    <ReferenceFields reference={undefined} entries={entries} form={form}>
      {form.getValues('steps').map((step, index) => (
        <TextAreaField
          key={step.id ?? `new-${index}`}
          label={`Stap ${index + 1}`}
          {...form.register(`steps.${index}.description`)}
        />
      ))}
    </ReferenceFields>
  )
}

describe('the reference of an entry of an owned list', () => {
  it('shows each saved entry its own text, found by its id wherever the form put it', () => {
    // The form has moved step 9 first and added a new one: the new one has no reference.
    inDutch(
      <StepsForm steps={[{ id: 9, description: '' }, { description: '' }, { id: 7, description: '' }]} />,
    )
    const describedBy = (label: string) =>
      screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ')[0]
    expect(document.getElementById(describedBy('Stap 1')!)).toHaveTextContent('Ride to work')
    expect(describedBy('Stap 2')).toBeUndefined()
    expect(document.getElementById(describedBy('Stap 3')!)).toHaveTextContent('Pump the tyres')
  })
})
