import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CategoryUsage, categoryDeletePlan, unusedCategory } from '../../src/domain/category-deletion.ts'
import { deletePlanText } from '../../src/domain/delete-plan.ts'
import { formatDomainMessage } from '../../src/domain/domain-message.ts'

const unused = unusedCategory

const lines = (usage: Partial<CategoryUsage>) => {
  const plan = categoryDeletePlan({ ...unused, ...usage })
  return {
    allowed: plan.allowed,
    summary: plan.summary && formatDomainMessage(plan.summary),
    details: plan.details.map(formatDomainMessage),
  }
}

describe('categoryDeletePlan', () => {
  it('deletes an unused category with the plain confirmation', () => {
    expect(lines({})).toEqual({ allowed: true, summary: null, details: [] })
  })

  it('refuses while sub categories, stories or the CO2 calculation need it, saying each', () => {
    expect(lines({ subCategories: 3, infographics: 2 })).toEqual({
      allowed: false,
      summary: 'This category cannot be deleted.',
      details: ['It has 3 sub categories: move or delete them first.'],
    })
    expect(lines({ subCategories: 1, stories: 1, co2Questions: 2, co2Values: 1 }).details).toEqual([
      'It has 1 sub category: move or delete it first.',
      '1 story is filed under it: move it to another category first.',
      '2 CO2 questions use it: give them another category first.',
      '1 CO2 value or average uses it: give it another category first.',
    ])
  })

  it('says what else changes when it may go: content and interests lose it', () => {
    expect(lines({ infographics: 2, actions: 1, initiatives: 0, userInterests: 12 })).toEqual({
      allowed: true,
      summary: 'Deleting it also changes other records:',
      details: [
        'It is taken off 2 infographics.',
        'It is taken off 1 action.',
        'It is removed from the interests of 12 users.',
      ],
    })
  })

  it('the server says the same words, one sentence after another', () => {
    expect(deletePlanText(categoryDeletePlan({ ...unused, subCategories: 2, co2Questions: 1 }))).toBe(
      'This category cannot be deleted. It has 2 sub categories: move or delete them first. 1 CO2 question uses it: give it another category first.',
    )
  })

  it('refuses exactly when something that needs a category has it', () => {
    const count = fc.nat({ max: 1000 })
    fc.assert(
      fc.property(
        fc.record({
          subCategories: count,
          stories: count,
          infographics: count,
          actions: count,
          initiatives: count,
          userInterests: count,
          co2Questions: count,
          co2Values: count,
        }),
        (usage) => {
          const plan = categoryDeletePlan(usage)
          const needed = usage.subCategories + usage.stories + usage.co2Questions + usage.co2Values
          expect(plan.allowed).toBe(needed === 0)
          const detached = usage.infographics + usage.actions + usage.initiatives + usage.userInterests
          expect(plan.details.length > 0).toBe(needed > 0 || detached > 0)
          for (const line of plan.details) expect(formatDomainMessage(line)).not.toMatch(/[{}#]/)
        },
      ),
    )
  })
})
