import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { actionCreateSchema, actionUpdateSchema } from '../../src/domain/content/actions.ts'
import {
  type Address,
  addressColumns,
  addressOf,
  addressSchema,
  countryField,
  emptyAddress,
  radiusField,
  storedRadius,
} from '../../src/domain/content/address.ts'
import { percentagesOf } from '../../src/domain/content/answer-percentages.ts'
import { initiativeCreateSchema } from '../../src/domain/content/initiatives.ts'
import {
  quizQuestionCreateSchema,
  quizQuestionUpdateSchema,
} from '../../src/domain/content/quiz-questions.ts'
import { webAddressField, webAddressMessages, websiteField } from '../../src/domain/content/web-address.ts'

// The content area's pure rules: answer percentages, addresses, web addresses and the messages of
// the action, initiative and quiz question schemas (src/domain/content/).

/** Each issue as `path: message`, the way the API's `fields` name them. */
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('percentagesOf', () => {
  it('reads 1, 1, 1 of 3 as 34, 33, 33 and nobody as zeros', () => {
    expect(percentagesOf([1, 1, 1])).toEqual([34, 33, 33])
    expect(percentagesOf([1, 2])).toEqual([33, 67])
    expect(percentagesOf([0, 5, 0])).toEqual([0, 100, 0])
    expect(percentagesOf([1, 1, 1, 1, 1, 1])).toEqual([17, 17, 17, 17, 16, 16])
    expect(percentagesOf([0, 0, 0])).toEqual([0, 0, 0])
    expect(percentagesOf([])).toEqual([])
  })

  const countsArb = fc.array(fc.nat({ max: 10_000 }), { maxLength: 20 })

  it('adds up to 100 whenever anyone answered, each whole and within 1 of its exact share', () => {
    fc.assert(
      fc.property(countsArb, (counts) => {
        const total = counts.reduce((sum, count) => sum + count, 0)
        const percentages = percentagesOf(counts)
        expect(percentages).toHaveLength(counts.length)
        if (total === 0) {
          expect(percentages.every((each) => each === 0)).toBe(true)
          return
        }
        expect(percentages.reduce((sum, each) => sum + each, 0)).toBe(100)
        percentages.forEach((percentage, position) => {
          expect(Number.isInteger(percentage)).toBe(true)
          expect(Math.abs(percentage - (counts[position]! * 100) / total)).toBeLessThan(1)
        })
      }),
      { numRuns: 1_000 },
    )
  })

  it('gives equal counts equal shares, the earlier one the extra point on a tie', () => {
    fc.assert(
      fc.property(countsArb, (counts) => {
        const percentages = percentagesOf(counts)
        counts.forEach((count, a) => {
          counts.forEach((other, b) => {
            if (a < b && count === other) {
              expect(percentages[a]! - percentages[b]!).toBeGreaterThanOrEqual(0)
              expect(percentages[a]! - percentages[b]!).toBeLessThanOrEqual(1)
            }
            // More answers never read as a smaller percentage.
            if (count > other) expect(percentages[a]!).toBeGreaterThanOrEqual(percentages[b]!)
          })
        })
      }),
      { numRuns: 500 },
    )
  })

  it('answers the same percentages when every count is multiplied alike', () => {
    fc.assert(
      fc.property(countsArb, fc.nat({ max: 50 }), (counts, scale) => {
        // Scaling every count keeps the shares, so it keeps the percentages.
        expect(percentagesOf(counts.map((count) => count * (scale + 1)))).toEqual(percentagesOf(counts))
      }),
    )
  })
})

describe('addresses', () => {
  it('takes a two-letter country in any case and stores it in capitals', () => {
    expect(countryField.parse('nl')).toBe('NL')
    expect(countryField.parse('bE')).toBe('BE')
    expect(countryField.parse('De')).toBe('DE')
    for (const wrong of ['NLD', 'N', '', '1A', 'n-', 'Netherlands', 12]) {
      expect(issuesOf(countryField.safeParse(wrong))).toEqual({
        '': 'Country should be a two-letter code, such as NL.',
      })
    }
  })

  it('takes a radius from 0 to 1,000 km, a fraction too, and only a number', () => {
    for (const radius of [0, 0.5, 2.5, 1_000]) expect(radiusField.parse(radius)).toBe(radius)
    for (const radius of [-0.1, -1, 1_000.5, 1_001]) {
      expect(issuesOf(radiusField.safeParse(radius))).toEqual({
        '': 'Radius should be between 0 and 1,000 km.',
      })
    }
    for (const radius of ['5', null, Number.NaN]) {
      expect(issuesOf(radiusField.safeParse(radius))).toEqual({
        '': 'Radius should be a number of kilometres.',
      })
    }
  })

  it('fills in what is left out, and refuses more than 10 alternatives', () => {
    expect(addressSchema.parse({})).toEqual(emptyAddress)
    expect(addressSchema.parse({ city: ' Utrecht ', country: 'nl', radius: 3 })).toEqual({
      ...emptyAddress,
      city: 'Utrecht',
      radius: 3,
    })
    expect(issuesOf(addressSchema.safeParse({ alternative: Array.from({ length: 11 }, () => 'x') }))).toEqual(
      {
        alternative: 'An address has at most 10 alternative addresses.',
      },
    )
    expect(addressSchema.safeParse({ alternative: Array.from({ length: 10 }, () => 'x') }).success).toBe(true)
  })

  it('stores no radius for an exact address, and the radius given for an area', () => {
    expect(storedRadius({ isSpecific: true, radius: 5 })).toBeNull()
    expect(storedRadius({ isSpecific: false, radius: 5 })).toBe(5)
    expect(storedRadius({ isSpecific: false, radius: null })).toBeNull()
    const exact = addressSchema.parse({ street: 'Oudegracht', isSpecific: true, radius: 5 })
    expect(addressColumns(exact).radius).toBeNull()
    expect(addressColumns({ ...exact, isSpecific: false }).radius).toBe(5)
  })

  it('stores blank texts as null and answers them as blank again', () => {
    expect(addressColumns(emptyAddress)).toEqual({
      street: null,
      houseNumber: null,
      postalCode: null,
      city: null,
      country: 'NL',
      isSpecific: false,
      radius: null,
      addressExtra: null,
      alternative: [],
    })
    expect(
      addressOf({
        street: 'Oudegracht',
        houseNumber: null,
        postalCode: '3511 AP',
        city: null,
        country: 'NL',
        isSpecific: true,
        radius: 4,
        addressExtra: null,
        alternative: ['Neude 1'],
      }),
    ).toEqual({
      ...emptyAddress,
      street: 'Oudegracht',
      postal_code: '3511 AP',
      isSpecific: true,
      radius: null,
      alternative: ['Neude 1'],
    })
  })

  const text = fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 8 }))
  const addressArb: fc.Arbitrary<Address> = fc.record({
    street: text,
    house_number: text,
    postal_code: text,
    city: text,
    country: fc.constantFrom('NL', 'BE', 'DE'),
    isSpecific: fc.boolean(),
    radius: fc.option(fc.double({ min: 0, max: 1_000, noNaN: true }), { nil: null }),
    address_extra: text,
    alternative: fc.array(text, { maxLength: 4 }),
  })

  it('answers what was stored: addressOf(addressColumns(address)) is the address as saved', () => {
    fc.assert(
      fc.property(addressArb, (address) => {
        expect(addressOf(addressColumns(address))).toEqual({
          ...address,
          radius: address.isSpecific ? null : address.radius,
          alternative: address.alternative.filter((each) => each !== ''),
        })
      }),
      { numRuns: 500 },
    )
  })

  it('saves what it answered: addressColumns(addressOf(columns)) changes nothing a second time', () => {
    fc.assert(
      fc.property(addressArb, (address) => {
        const columns = addressColumns(address)
        expect(addressColumns(addressOf(columns))).toEqual(columns)
      }),
      { numRuns: 500 },
    )
  })
})

describe('web addresses', () => {
  const link = webAddressField(webAddressMessages.linkInvalid)

  it('takes http and https addresses, trimmed', () => {
    expect(link.parse('https://example.org/study')).toBe('https://example.org/study')
    expect(link.parse('  http://example.org ')).toBe('http://example.org')
    expect(link.parse('HTTPS://EXAMPLE.ORG/A?b=c#d')).toBe('HTTPS://EXAMPLE.ORG/A?b=c#d')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://example.org/file',
    'file:///etc/passwd',
    'mailto:someone@example.org',
    'example.org',
    '//example.org',
    '',
    '   ',
  ])('refuses %j as a link', (address) => {
    expect(issuesOf(link.safeParse(address))).toEqual({
      '': 'Link should be a web address starting with http:// or https://.',
    })
  })

  it('refuses an address of 3,000 characters as too long, and only that', () => {
    const long = `https://example.org/${'a'.repeat(3_000 - 20)}`
    expect(long).toHaveLength(3_000)
    expect(issuesOf(link.safeParse(long))).toEqual({ '': 'This address is too long.' })
    expect(issuesOf(websiteField.safeParse(long))).toEqual({ '': 'This address is too long.' })
  })

  it('requires an initiative’s website, then wants http or https', () => {
    expect(issuesOf(websiteField.safeParse(''))).toEqual({ '': 'Website is required.' })
    expect(issuesOf(websiteField.safeParse('  '))).toEqual({ '': 'Website is required.' })
    expect(issuesOf(websiteField.safeParse(undefined))).toEqual({ '': 'Website is required.' })
    expect(issuesOf(websiteField.safeParse('ftp://example.org'))).toEqual({
      '': 'Website should be a web address starting with http:// or https://.',
    })
    expect(websiteField.parse(' https://tools.example.org ')).toBe('https://tools.example.org')
  })
})

describe('action schema', () => {
  it('requires a title and a type, and fills in the rest', () => {
    expect(actionCreateSchema.parse({ title: ' Cycle ', type: 'tips' })).toEqual({
      title: 'Cycle',
      type: 'tips',
      shortDescription: '',
      description: '',
      categoryIds: [],
      notRelevantForLabelIds: [],
      difficulty: 0,
      impact: 0,
      steps: [],
      sources: [],
    })
    expect(issuesOf(actionCreateSchema.safeParse({}))).toEqual({
      title: 'Title is required.',
      type: 'Type is required.',
    })
  })

  it('names each wrong field with its message', () => {
    const result = actionCreateSchema.safeParse({
      title: 'x'.repeat(101),
      type: 'habit',
      difficulty: 101,
      impact: 2.5,
      categoryIds: [1, 1],
      notRelevantForLabelIds: ['a'],
      steps: [{ description: ' ', address: { country: 'NLD', radius: -1 } }],
      sources: [{ description: 'x', href: 'javascript:alert(1)' }],
    })
    expect(issuesOf(result)).toEqual({
      title: 'Title should be at most 100 characters.',
      type: 'Type is required.',
      difficulty: 'Difficulty should be a whole number from 0 to 100.',
      impact: 'Impact should be a whole number from 0 to 100.',
      categoryIds: 'Each id may appear only once.',
      'notRelevantForLabelIds.0': 'Labels should be a list of label ids.',
      'steps.0.description': 'Step description is required.',
      'steps.0.address.country': 'Country should be a two-letter code, such as NL.',
      'steps.0.address.radius': 'Radius should be between 0 and 1,000 km.',
      'sources.0.href': 'Link should be a web address starting with http:// or https://.',
    })
  })

  it('caps steps at 50 and sources at 20, and an update leaves out what it does not change', () => {
    const steps = (n: number) => Array.from({ length: n }, (_, i) => ({ description: `Step ${i}` }))
    const sources = (n: number) =>
      Array.from({ length: n }, () => ({ description: '', href: 'https://example.org' }))
    expect(issuesOf(actionCreateSchema.safeParse({ title: 'a', type: 'action', steps: steps(51) }))).toEqual({
      steps: 'An action has at most 50 steps.',
    })
    expect(actionCreateSchema.safeParse({ title: 'a', type: 'action', steps: steps(50) }).success).toBe(true)
    expect(
      issuesOf(actionCreateSchema.safeParse({ title: 'a', type: 'action', sources: sources(21) })),
    ).toEqual({
      sources: 'A record has at most 20 sources.',
    })
    expect(actionUpdateSchema.parse({ title: 'a', type: 'action' })).toEqual({ title: 'a', type: 'action' })
  })
})

describe('initiative schema', () => {
  it('requires title, quiz title, website and impact area', () => {
    expect(issuesOf(initiativeCreateSchema.safeParse({}))).toEqual({
      title: 'Title is required.',
      quizTitle: 'Quiz title is required.',
      website: 'Website is required.',
      impactArea: 'Impact area is required.',
    })
    expect(
      issuesOf(
        initiativeCreateSchema.safeParse({
          title: 'Garden',
          quizTitle: 'q'.repeat(101),
          website: 'data:text/html,hi',
          impactArea: 'everywhere',
          address: { country: 'Netherlands', radius: 1_001 },
        }),
      ),
    ).toEqual({
      quizTitle: 'Quiz title should be at most 100 characters.',
      website: 'Website should be a web address starting with http:// or https://.',
      impactArea: 'Impact area is required.',
      'address.country': 'Country should be a two-letter code, such as NL.',
      'address.radius': 'Radius should be between 0 and 1,000 km.',
    })
  })

  it('takes a valid initiative with an empty address', () => {
    expect(
      initiativeCreateSchema.parse({
        title: 'Garden',
        quizTitle: 'Grow',
        website: 'https://garden.example.org',
        impactArea: 'local',
      }),
    ).toMatchObject({ address: emptyAddress, categoryIds: [], shortDescription: '', description: '' })
  })
})

describe('quiz question schema', () => {
  const answers = (n: number, correct = 0) =>
    Array.from({ length: n }, (_, i) => ({ text: `Answer ${i}`, correct: i === correct }))

  it('takes a title and at least two answers, one correct, in order', () => {
    expect(
      quizQuestionCreateSchema.parse({
        title: ' Which is greener? ',
        answers: [{ text: ' Bike ', correct: true }, { text: 'Car' }],
      }),
    ).toEqual({
      title: 'Which is greener?',
      answers: [
        { text: 'Bike', correct: true },
        { text: 'Car', correct: false },
      ],
    })
  })

  it.each([
    ['no title', { answers: answers(2) }, { title: 'Title is required.' }],
    ['a blank title', { title: ' ', answers: answers(2) }, { title: 'Title is required.' }],
    [
      'a blank answer',
      { title: 'Q', answers: [{ text: ' ', correct: true }, { text: 'B' }] },
      { 'answers.0.text': 'Answer text is required.' },
    ],
    [
      'an answer without text',
      { title: 'Q', answers: [{ correct: true }, { text: 'B' }] },
      { 'answers.0.text': 'Answer text is required.' },
    ],
    [
      'an answer of 301 characters',
      { title: 'Q', answers: [{ text: 'x'.repeat(301), correct: true }, { text: 'B' }] },
      { 'answers.0.text': 'Answer text should be at most 300 characters.' },
    ],
    [
      'one answer',
      { title: 'Q', answers: answers(1) },
      { answers: 'A question needs at least two answers.' },
    ],
    ['no answers', { title: 'Q', answers: [] }, { answers: 'A question needs at least two answers.' }],
    [
      'no correct answer',
      { title: 'Q', answers: answers(3, -1) },
      { answers: 'Mark at least one answer as correct.' },
    ],
    ['200 answers', { title: 'Q', answers: answers(200) }, { answers: 'A question has at most 20 answers.' }],
    [
      'an answer id twice',
      {
        title: 'Q',
        answers: [
          { id: 4, text: 'A', correct: true },
          { id: 4, text: 'B' },
        ],
      },
      { 'answers.1.id': 'Each id may appear only once.' },
    ],
  ])('refuses %s with its message', (_, body, fields) => {
    expect(issuesOf(quizQuestionCreateSchema.safeParse(body))).toEqual(fields)
  })

  it('takes 20 answers, and an update without answers', () => {
    expect(quizQuestionCreateSchema.safeParse({ title: 'Q', answers: answers(20) }).success).toBe(true)
    expect(quizQuestionUpdateSchema.parse({ title: 'Q' })).toEqual({ title: 'Q' })
    expect(issuesOf(quizQuestionUpdateSchema.safeParse({ title: 'Q', answers: answers(1) }))).toEqual({
      answers: 'A question needs at least two answers.',
    })
  })
})
