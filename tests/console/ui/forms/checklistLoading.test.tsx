import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Theme } from '@radix-ui/themes'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CategoryChecklist } from '../../../../src/console/ui/forms/CategoryChecklist.tsx'
import { LabelChecklist } from '../../../../src/console/ui/forms/LabelChecklist.tsx'
import { categoryRows } from '../../../../stories/categories/fixtures.ts'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const shell = (children: ReactNode) => (
  <I18nProvider i18n={i18n}>
    <Theme>
      <input aria-label="Title" />
      {children}
    </Theme>
  </I18nProvider>
)
const labels = [
  { id: 1, value: 'Vegetarian' },
  { id: 2, value: 'No car' },
]
const categories = categoryRows()
const firstMain = categories.find((category) => category.parentCategoryId === null)!

// Each checklist as a drawer shows it while its options load, then once they have come.
const cases = [
  {
    name: 'the categories',
    view: (loading: boolean) => (
      <CategoryChecklist
        categories={loading ? [] : categories}
        value={[]}
        onChange={vi.fn()}
        loading={loading}
      />
    ),
    label: 'Categories',
    loadingText: 'Loading the categories…',
    firstBox: `${firstMain.emoji} ${firstMain.title}`,
  },
  {
    name: 'the labels',
    view: (loading: boolean) => (
      <LabelChecklist
        label="Not relevant for"
        labels={loading ? [] : labels}
        value={[]}
        onChange={vi.fn()}
        loading={loading}
      />
    ),
    label: 'Not relevant for',
    loadingText: 'Loading the labels…',
    firstBox: 'Vegetarian',
  },
]

describe.each(cases)(
  'the checklist of $name while its options load',
  ({ view, label, loadingText, firstBox }) => {
    it('says so, and holds the Tab stop: whoever tabbed there goes on to the first box when they come', async () => {
      const user = userEvent.setup()
      const { rerender } = render(shell(view(true)))
      expect(screen.getByText(loadingText)).toBeTruthy()
      expect(screen.queryByText('There are no labels yet.')).toBeNull()
      const standIn = screen.getByRole('group', { name: label })
      expect(standIn.getAttribute('aria-busy')).toBe('true')
      act(() => screen.getByRole('textbox', { name: 'Title' }).focus())
      await user.tab()
      expect(document.activeElement).toBe(standIn)
      rerender(shell(view(false)))
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: firstBox }))
      expect(screen.queryByText(loadingText)).toBeNull()
      expect(standIn.hasAttribute('tabindex')).toBe(false)
    })

    it('leaves focus where it is when nobody was on it', () => {
      const { rerender } = render(shell(view(true)))
      const title = screen.getByRole('textbox', { name: 'Title' })
      act(() => title.focus())
      rerender(shell(view(false)))
      expect(document.activeElement).toBe(title)
      expect(screen.getByRole('checkbox', { name: firstBox })).toBeTruthy()
    })
  },
)
