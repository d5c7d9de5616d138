import { act, render, screen, waitFor } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useFocusOnNavigate } from '../../../../src/console/app/shell/useFocusOnNavigate.ts'
import { PRIMARY_FOCUS } from '../../../../src/console/ui/focus/returnFocus.ts'

// After a navigation focus moves to the new page's list (docs/keyboard.md), so j/k work at once.

/** A page whose list arrives a moment after the page (its rows were being fetched). */
function LateList() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 20)
    return () => clearTimeout(timer)
  }, [])
  return shown ? <ul aria-label="Users" tabIndex={-1} {...{ [PRIMARY_FOCUS]: '' }} /> : <p>Loading</p>
}

let go: (path: string) => void = () => undefined
function Shell() {
  useFocusOnNavigate()
  go = useNavigate()
  return (
    <main tabIndex={-1}>
      <Routes>
        <Route path="/" element={<p>Dashboard: nothing to focus</p>} />
        <Route path="/users" element={<LateList />} />
      </Routes>
    </main>
  )
}

describe('focus after a navigation', () => {
  it('reaches the list of a page that shows it late, even when the last page left focus on <main>', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    )
    // The dashboard marks nothing: <main> gets the focus once it has loaded.
    await waitFor(() => expect(document.activeElement?.tagName).toBe('MAIN'))
    act(() => go('/users'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Users' })))
  })
})
