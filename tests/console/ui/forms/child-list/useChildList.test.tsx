import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { type ChildList, useChildList } from '../../../../../src/console/ui/forms/child-list/useChildList.ts'

type Step = { id?: number; text: string }
type Values = { steps: Step[] }
type Steps = ChildList<Values, 'steps'>

/** A form with the hook, its entries drawn the way ChildListField draws them, without its look. */
function Harness({
  initial,
  max,
  onlySavedMove,
  expose,
}: {
  initial: Step[]
  max?: number
  onlySavedMove?: boolean
  expose: (list: Steps) => void
}) {
  const form = useForm<Values>({ defaultValues: { steps: initial } })
  const list = useChildList({
    control: form.control,
    name: 'steps',
    newItem: () => ({ text: '' }),
    max,
    onlySavedMove,
  })
  expose(list)
  return (
    <div>
      <div ref={list.listRef}>
        {list.entries.map((entry, index) => (
          <fieldset key={entry.key} aria-label={`Step ${index + 1}`} {...list.entryProps(index)}>
            <button type="button" data-control="up" disabled={!list.canMoveUp(index)}>
              Up
            </button>
            <button type="button" data-control="down" disabled={!list.canMoveDown(index)}>
              Down
            </button>
            <div {...list.fieldsProps}>
              <input aria-label="Text" {...form.register(`steps.${index}.text`)} />
            </div>
          </fieldset>
        ))}
      </div>
      <button type="button" ref={list.addRef} onClick={list.add}>
        Add
      </button>
    </div>
  )
}

const setup = (initial: Step[], options: { max?: number; onlySavedMove?: boolean } = {}) => {
  const current: { list: Steps | null } = { list: null }
  render(<Harness initial={initial} {...options} expose={(list) => (current.list = list)} />)
  const list = () => current.list!
  return { list, user: userEvent.setup() }
}
const texts = () => screen.queryAllByRole<HTMLInputElement>('textbox', { name: 'Text' }).map((i) => i.value)
const entry = (name: string) => screen.getByRole('group', { name })
const textOf = (name: string) => within(entry(name)).getByRole('textbox', { name: 'Text' })
const saved = (id: number, text: string): Step => ({ id, text })
/** Whether `change` went through, once React has rendered it (act itself answers a thenable). */
const acted = (change: () => boolean) => {
  let done = false
  act(() => {
    done = change()
  })
  return done
}

describe('useChildList: moving', () => {
  it('moves an entry one place; the first cannot go up, the last cannot go down', () => {
    const { list } = setup([saved(1, 'a'), saved(2, 'b'), saved(3, 'c')])
    expect([0, 1, 2].map((i) => [list().canMoveUp(i), list().canMoveDown(i)])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ])
    expect(acted(() => list().move(0, -1))).toBe(false)
    expect(acted(() => list().move(2, 1))).toBe(false)
    expect(texts()).toEqual(['a', 'b', 'c'])
    expect(acted(() => list().move(0, 1))).toBe(true)
    expect(texts()).toEqual(['b', 'a', 'c'])
    // The saved child's own id stays with it (react-hook-form's key is `key`, not `id`).
    expect(list().entries.map((each) => each.id)).toEqual([2, 1, 3])
  })

  it('with onlySavedMove, refuses to move a new entry or a saved one past it', () => {
    const { list } = setup([saved(1, 'a'), saved(2, 'b'), { text: 'new' }, saved(4, 'd')], {
      onlySavedMove: true,
    })
    expect(list().unsavedCannotMove).toBe(true)
    expect(list().isSaved(2)).toBe(false)
    expect([list().canMoveUp(2), list().canMoveDown(2)]).toEqual([false, false])
    expect([list().canMoveDown(1), list().canMoveUp(3)]).toEqual([false, false])
    expect(acted(() => list().move(2, -1))).toBe(false)
    expect(acted(() => list().move(3, -1))).toBe(false)
    expect(texts()).toEqual(['a', 'b', 'new', 'd'])
    expect(acted(() => list().move(0, 1))).toBe(true)
    expect(texts()).toEqual(['b', 'a', 'new', 'd'])
  })

  it('lets new entries move when onlySavedMove is off', () => {
    const { list } = setup([saved(1, 'a'), { text: 'new' }])
    expect(list().unsavedCannotMove).toBe(false)
    expect(acted(() => list().move(1, -1))).toBe(true)
    expect(texts()).toEqual(['new', 'a'])
  })

  it('keeps focus on the control used, in the moved entry', () => {
    const { list } = setup([saved(1, 'a'), saved(2, 'b'), saved(3, 'c')])
    textOf('Step 1').focus()
    act(() => void list().move(0, 1))
    expect(document.activeElement).toBe(textOf('Step 2'))
    expect(textOf('Step 2')).toHaveValue('a')
    // Down on the entry that becomes the last: Down is disabled there, so focus goes to Up.
    within(entry('Step 2')).getByRole('button', { name: 'Down' }).focus()
    act(() => void list().move(1, 1))
    expect(texts()).toEqual(['b', 'c', 'a'])
    expect(document.activeElement).toBe(within(entry('Step 3')).getByRole('button', { name: 'Up' }))
  })
})

describe('useChildList: adding and removing', () => {
  it('adds a new entry at the end and focuses its first field', async () => {
    const { list, user } = setup([saved(1, 'a')])
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(texts()).toEqual(['a', ''])
    expect(list().entries[1]?.id).toBeUndefined()
    expect(document.activeElement).toBe(textOf('Step 2'))
  })

  it('stops at max', async () => {
    const { list, user } = setup([saved(1, 'a')], { max: 2 })
    expect(list().atMax).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(list().atMax).toBe(true)
    expect(list().count).toBe(2)
    expect(acted(() => list().add())).toBe(false)
    expect(list().count).toBe(2)
  })

  it('moves focus to the next entry, else the previous one, else Add', () => {
    const { list } = setup([saved(1, 'a'), saved(2, 'b'), saved(3, 'c')])
    act(() => list().remove(0))
    expect(texts()).toEqual(['b', 'c'])
    expect(document.activeElement).toBe(textOf('Step 1'))
    expect(textOf('Step 1')).toHaveValue('b')
    act(() => list().remove(1))
    expect(texts()).toEqual(['b'])
    expect(document.activeElement).toBe(textOf('Step 1'))
    act(() => list().remove(0))
    expect(list().count).toBe(0)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add' }))
  })
})
