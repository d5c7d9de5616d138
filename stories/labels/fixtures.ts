import { fn } from 'storybook/test'
import type { LabelsApi } from '../../src/console/api/labels.ts'
import type { LabelDto, LabelInput } from '../../src/domain/labels.ts'

/** A local date and time, so the Date column reads the same in every time zone. */
const at = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString()

const values = [
  'Early adopter',
  'Beta tester',
  'Ambassador',
  'Utrecht pilot',
  'Newsletter',
  'Needs follow-up',
  'Workshop Rotterdam',
]

/** The first label was made on 5 March 2024 at 14:30 (SPEC §2's example date). */
export function labelRows(count = values.length): LabelDto[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    value: values[index] ?? `Pilot group ${index + 1}`,
    creationDate: at(2024, 3, 5 + index, 14, 30 - (index % 3) * 10),
    translated: true,
    version: 1,
  }))
}

/** A fake of the labels API whose calls the play functions check. */
export function fakeLabelsApi(rows: LabelDto[] = labelRows()) {
  const find = (id: number) => {
    const row = rows.find((label) => label.id === id)
    if (!row) throw new Error('Label not found.')
    return row
  }
  return {
    list: fn(async () => rows).mockName('list'),
    get: fn(async (id: number) => find(id)).mockName('get'),
    create: fn(async (input: LabelInput) => ({
      id: rows.length + 1,
      value: input.value,
      creationDate: new Date().toISOString(),
      translated: true,
      version: 1,
    })).mockName('create'),
    update: fn(async (id: number, input: LabelInput) => ({ ...find(id), value: input.value })).mockName(
      'update',
    ),
    remove: fn(async (id: number) => ({ id })).mockName('remove'),
  } satisfies LabelsApi
}
