import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ROW_REST_MS } from '../../../../src/console/ui/grid/useRowPreview.ts'
import { CategoriesGrid, makeCategories, renderWithRouter } from './harness.tsx'

const rows = makeCategories(5)

function renderList() {
  const onOpen = vi.fn()
  const onRowPreview = vi.fn()
  renderWithRouter(<CategoriesGrid rows={rows} onOpen={onOpen} onRowPreview={onRowPreview} />)
  const grid = screen.getByRole('grid', { name: 'Categories' })
  const rowOf = (id: number) => grid.querySelector<HTMLElement>(`tbody tr[id$="-row-${id}"]`)!
  const previewed = () => onRowPreview.mock.calls.map(([row]) => (row as { id: number }).id)
  return { grid, rowOf, onOpen, previewed }
}

const rest = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a row about to be opened is told ahead (its record is read meanwhile)', () => {
  it('when the pointer rests on it, not while the pointer crosses the table', () => {
    const { rowOf, previewed } = renderList()
    fireEvent.pointerMove(rowOf(1))
    rest(ROW_REST_MS / 2)
    fireEvent.pointerLeave(rowOf(1))
    fireEvent.pointerMove(rowOf(2))
    rest(ROW_REST_MS / 2)
    fireEvent.pointerLeave(rowOf(2))
    fireEvent.pointerMove(rowOf(3))
    rest(ROW_REST_MS)
    expect(previewed()).toEqual([3])
  })

  it('once per stay on a row, and only when the pointer moves (not when a row slides under it)', () => {
    const { rowOf, previewed } = renderList()
    fireEvent.pointerOver(rowOf(1))
    rest(ROW_REST_MS)
    expect(previewed()).toEqual([])
    fireEvent.pointerMove(rowOf(1))
    rest(ROW_REST_MS / 2)
    fireEvent.pointerMove(rowOf(1))
    rest(ROW_REST_MS)
    fireEvent.pointerMove(rowOf(1))
    rest(ROW_REST_MS)
    expect(previewed()).toEqual([1])
    fireEvent.pointerLeave(rowOf(1))
    fireEvent.pointerMove(rowOf(1))
    rest(ROW_REST_MS)
    expect(previewed()).toEqual([1, 1])
  })

  it('not after a click: the drawer reads the record itself', () => {
    const { rowOf, onOpen, previewed } = renderList()
    fireEvent.pointerMove(rowOf(2))
    fireEvent.click(rowOf(2).querySelectorAll('td')[1]!)
    rest(ROW_REST_MS * 2)
    // The hand shakes a little after the click.
    fireEvent.pointerMove(rowOf(2))
    rest(ROW_REST_MS * 2)
    expect(onOpen).toHaveBeenCalledTimes(1)
    expect(previewed()).toEqual([])
  })

  it('when the keyboard moves to it (J, arrows), not when Enter opens it', () => {
    const { grid, onOpen, previewed } = renderList()
    act(() => grid.focus())
    fireEvent.keyDown(grid, { key: 'j' })
    rest(ROW_REST_MS)
    fireEvent.keyDown(grid, { key: 'ArrowDown' })
    rest(ROW_REST_MS)
    expect(previewed()).toEqual([2, 3])
    fireEvent.keyDown(grid, { key: 'Enter' })
    rest(ROW_REST_MS * 2)
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }))
    expect(previewed()).toEqual([2, 3])
  })
})
