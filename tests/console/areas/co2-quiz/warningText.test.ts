import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { warningText } from '../../../../src/console/areas/co2-quiz/questions/warningText.ts'
import { co2WarningMessages as m } from '../../../../src/domain/co2/warnings.ts'

// The macros keep each message's English text, so no catalog is needed for English.
i18n.loadAndActivate({ locale: 'en', messages: {} })

describe('a warning as the console writes it', () => {
  it('is docs/product.md §5 word for word', () => {
    expect(warningText(i18n, { text: m.needsChain })).toBe('This question should have a chain question')
    expect(warningText(i18n, { text: m.missingLabel, values: { label: 'car fuel' } })).toBe(
      'A question with the label "car fuel" should exist',
    )
  })

  it('names a calculation type as the drawer offers it, not by its code', () => {
    expect(warningText(i18n, { text: m.missingType, values: { type: 'houseSize' } })).toBe(
      'A question with the calculation type "House size" should exist',
    )
  })
})
