import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
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

/**
 * A page whose list comes only when the test lets it (`showHeldList`): "long after the page has
 * loaded" whatever the machine's pace. A timer here lost a race on a busy CI machine, the list
 * coming before the test had seen focus settle on <main>.
 */
let showHeldList = () => {}
function HeldList() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    showHeldList = () => setShown(true)
  }, [])
  return shown ? <ul aria-label="Users" tabIndex={-1} {...{ [PRIMARY_FOCUS]: '' }} /> : <p>Loading</p>
}

/** A page still loading its chunk (AreaRoute's spinner says aria-busy), then its list. */
function BusyThenList() {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 150)
    return () => clearTimeout(timer)
  }, [])
  return shown ? (
    <ul aria-label="Feedback" tabIndex={-1} {...{ [PRIMARY_FOCUS]: '' }} />
  ) : (
    <p aria-busy="true">Loading</p>
  )
}

/** A page that puts a new list in place of its first one a moment later (rows replacing a placeholder). */
function ReplacedList() {
  const [round, setRound] = useState(0)
  useEffect(() => {
    const timer = setTimeout(() => setRound(1), 150)
    return () => clearTimeout(timer)
  }, [])
  return <ul key={round} aria-label={`Labels ${round}`} tabIndex={-1} {...{ [PRIMARY_FOCUS]: '' }} />
}

let go: (path: string) => void = () => undefined
function Shell() {
  useFocusOnNavigate()
  go = useNavigate()
  return (
    <>
      <button type="button">Menu</button>
      <main tabIndex={-1}>
        <Routes>
          <Route path="/" element={<p>Dashboard: nothing to focus</p>} />
          <Route path="/users" element={<LateList />} />
          <Route path="/slow" element={<HeldList />} />
          <Route path="/labels" element={<ReplacedList />} />
          <Route path="/busy" element={<BusyThenList />} />
        </Routes>
      </main>
    </>
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

  it('reaches a list that comes long after its page has loaded, once focus has settled on <main>', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    )
    act(() => go('/slow'))
    await waitFor(() => expect(document.activeElement?.tagName).toBe('MAIN'))
    act(() => showHeldList())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Users' })), {
      timeout: 2000,
    })
  })

  it('leaves focus the user moved out of the page alone while the list is still coming', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    )
    act(() => go('/slow'))
    await waitFor(() => expect(document.activeElement?.tagName).toBe('MAIN'))
    const menu = screen.getByRole('button', { name: 'Menu' })
    act(() => menu.focus())
    act(() => showHeldList())
    await screen.findByRole('list', { name: 'Users' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.activeElement).toBe(menu)
  })

  it('focuses the list again when the page replaces it just after arriving', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    )
    act(() => go('/labels'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Labels 0' })))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('list', { name: 'Labels 1' })))
  })

  it('leaves focus alone once the user presses a key after the navigation, while the page still loads', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    )
    act(() => go('/busy'))
    // Tab to the menu before the page has loaded (a keyboard user does not wait for the list).
    const menu = screen.getByRole('button', { name: 'Menu' })
    act(() => {
      fireEvent.keyDown(document.body, { key: 'Tab' })
      menu.focus()
    })
    await screen.findByRole('list', { name: 'Feedback' })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.activeElement).toBe(menu)
  })
})
