import { type LabelDto, type LabelInput, labelMessages } from '../../src/domain/labels.ts'
import { apiRefusal, memoryResource } from '../support/memoryResource.ts'

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

/** The first label was made on 5 March 2024 at 14:30 (docs/product.md §2's example date). */
export function labelRows(count = values.length): LabelDto[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    value: values[index] ?? `Pilot group ${index + 1}`,
    creationDate: at(2024, 3, 5 + index, 14, 30 - (index % 3) * 10),
    translated: true,
    version: 1,
  }))
}

/** The server's answer to a value another label has, in any letter case (409 on `value`). */
function refuseTaken(rows: LabelDto[], value: string, except?: number) {
  const same = (row: LabelDto) => row.value.toLowerCase() === value.trim().toLowerCase() && row.id !== except
  if (rows.some(same)) {
    throw apiRefusal(409, 'conflict', labelMessages.valueTaken, {
      fields: { value: labelMessages.valueTaken },
    })
  }
}

/** An in-memory labels API whose calls the play functions check; a value is unique as on the server. */
export const fakeLabelsApi = (rows: LabelDto[] = labelRows()) =>
  memoryResource<LabelDto, LabelInput>(rows, {
    create: (input, id) => {
      refuseTaken(rows, input.value)
      return { id, value: input.value, creationDate: new Date().toISOString(), translated: true, version: 1 }
    },
    update: (row, input) => {
      refuseTaken(rows, input.value, row.id)
      return { ...row, value: input.value }
    },
    matches: (row, q) => row.value.toLowerCase().includes(q.toLowerCase()),
  })
