import { describe, expect, it } from 'vitest'
import {
  describeOutcome,
  type OrderingSentences,
  type OrderingTexts,
  orderingAnnouncements,
} from '../../../../src/console/ui/ordering/announcements.ts'
import { dropOutcome } from '../../../../src/console/ui/ordering/dropOutcome.ts'
import { parseDropId } from '../../../../src/console/ui/ordering/dropTargets.ts'
import { listModel, type OrderingModel } from '../../../../src/domain/ordering-model.ts'

const names: Record<number, string> = { 1: 'Bike', 2: 'Train', 3: 'Bus' }
const texts: OrderingTexts<string> = {
  titleOf: (id) => names[id] ?? `#${id}`,
  placement: (move, position, count) => `${names[move.id]}: ${position + 1} of ${count}`,
  refusal: (problem, move) => `${names[move.id]}: ${problem}`,
  instructions: 'Press Space',
}
const sentences: OrderingSentences = {
  pickedUp: (title) => `picked up ${title}`,
  backInPlace: (title) => `${title} back`,
  droppedInPlace: (title) => `${title} dropped in place`,
  moved: (place) => `moved: ${place}`,
  notMoved: (reason) => `not moved: ${reason}`,
  cancelled: (title) => `${title} cancelled`,
}
const model: OrderingModel<string> = listModel([1, 2, 3])
const closedModel: OrderingModel<string> = { ...model, problemOf: () => 'locked' }

function announce(rules = model) {
  const leftHome = { current: false }
  const outcomeOver = (active: { id: string | number }, over: { id: string | number } | null) => {
    const target = parseDropId(active.id)
    if (target?.kind !== 'row') return null
    const overTarget = parseDropId(over?.id)
    return { id: target.id, target: overTarget, outcome: dropOutcome(rules, target.id, overTarget) }
  }
  return { leftHome, announcements: orderingAnnouncements({ texts, sentences, outcomeOver, leftHome }) }
}
const event = (active: string, over: string | null) =>
  ({ active: { id: active }, over: over ? { id: over } : null }) as never

describe('what a screen reader hears during a drag', () => {
  it('picked up; nothing while still over its own place; then each place; moved', () => {
    const { announcements } = announce()
    expect(announcements.onDragStart(event('row-1', null))).toBe('picked up Bike')
    expect(announcements.onDragOver(event('row-1', 'row-1'))).toBeUndefined()
    expect(announcements.onDragOver(event('row-1', 'row-2'))).toBe('Bike: 2 of 3')
    // Once it has left, its own place is worth saying.
    expect(announcements.onDragOver(event('row-1', 'row-1'))).toBe('Bike back')
    expect(announcements.onDragEnd(event('row-1', 'row-3'))).toBe('moved: Bike: 3 of 3')
  })

  it('dropped in its place, refused with the reason, cancelled', () => {
    const { announcements } = announce(closedModel)
    expect(announcements.onDragEnd(event('row-2', 'row-2'))).toBe('Train dropped in place')
    expect(announcements.onDragEnd(event('row-2', 'row-1'))).toBe('not moved: Train: locked')
    expect(announcements.onDragCancel(event('row-3', null))).toBe('Bus cancelled')
  })

  it('says nothing about what is not an item', () => {
    const { announcements } = announce()
    expect(announcements.onDragStart(event('root', null))).toBeUndefined()
    expect(announcements.onDragOver(event('root', 'row-1'))).toBeUndefined()
    expect(announcements.onDragEnd(event('root', 'row-1'))).toBeUndefined()
    expect(announcements.onDragCancel(event('into-1', null))).toBeUndefined()
  })

  it('describes an outcome for the visible status line', () => {
    expect(describeOutcome(texts, sentences, 1, { kind: 'none' })).toBe('Bike back')
    expect(describeOutcome(texts, sentences, 1, dropOutcome(model, 1, { kind: 'row', id: 3 }))).toBe(
      'Bike: 3 of 3',
    )
    expect(describeOutcome(texts, sentences, 1, dropOutcome(closedModel, 1, { kind: 'row', id: 3 }))).toBe(
      'Bike: locked',
    )
  })
})
