import { describe, expect, it } from 'vitest'
import { gridStep } from '../../../../src/console/ui/media/MediaGrid.tsx'

// 7 cells in rows of 3:  0 1 2 / 3 4 5 / 6
describe('the search grid’s arrow keys', () => {
  it('moves across and wraps no further than the ends', () => {
    expect(gridStep('ArrowRight', 0, 7)).toBe(1)
    expect(gridStep('ArrowRight', 6, 7)).toBe(6)
    expect(gridStep('ArrowLeft', 1, 7)).toBe(0)
    expect(gridStep('ArrowLeft', 0, 7)).toBe(0)
  })

  it('moves down and up a whole row, and stays when there is no cell there', () => {
    expect(gridStep('ArrowDown', 1, 7)).toBe(4)
    expect(gridStep('ArrowDown', 3, 7)).toBe(6)
    expect(gridStep('ArrowDown', 4, 7)).toBe(4)
    expect(gridStep('ArrowUp', 6, 7)).toBe(3)
    expect(gridStep('ArrowUp', 2, 7)).toBe(2)
  })

  it('goes to the first and last cell with Home and End, and ignores other keys', () => {
    expect(gridStep('Home', 5, 7)).toBe(0)
    expect(gridStep('End', 1, 7)).toBe(6)
    expect(gridStep('Enter', 1, 7)).toBeNull()
    expect(gridStep('a', 1, 7)).toBeNull()
  })
})
