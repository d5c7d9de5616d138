import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  applyCo2Move,
  type Co2HierarchyItem,
  co2HierarchySave,
  co2HierarchyTree,
  co2MoveProblem,
  co2QuizOverview,
  normalizeCo2Hierarchy,
  type OverviewNode,
  sameCo2Hierarchy,
} from '../../src/domain/co2/hierarchy.ts'
import { prepareQuiz } from '../../src/domain/co2/prepare.ts'
import { questionsOnWalk, quizWalk } from '../../src/domain/co2/quiz-walk.ts'
import { LAST } from '../../src/domain/ordering-model.ts'
import { answer, question, quizOf } from './support/co2Quiz.ts'

// The CO2 hierarchy (docs/product.md §4: one level of sub questions) and the Quiz overview
// (src/domain/co2/hierarchy.ts).

/** Rows of [id, parent], indexed in the order given, version 10 + id. */
const items = (...rows: [number, number | null][]): Co2HierarchyItem[] =>
  rows.map(([id, parentQuestionId], index) => ({ id, parentQuestionId, index, version: 10 + id }))

/** Diet 1 (Meat 11), Car 2, Motor 3 (Fuel 31, Passengers 32), Flying 4. */
const stored = items([1, null], [11, 1], [2, null], [3, null], [31, 3], [32, 3], [4, null])

describe('the CO2 hierarchy', () => {
  it('is the top-level questions in order, each with its sub questions', () => {
    expect(co2HierarchyTree(stored)).toEqual([
      { id: 1, children: [11] },
      { id: 2, children: [] },
      { id: 3, children: [31, 32] },
      { id: 4, children: [] },
    ])
  })

  it('allows one level only: a question with sub questions cannot become one, a sub question cannot get one', () => {
    expect(co2MoveProblem(stored, { id: 2, parentId: 1, position: LAST })).toBeNull()
    expect(co2MoveProblem(stored, { id: 3, parentId: 1, position: LAST })).toBe('hasChildren')
    expect(co2MoveProblem(stored, { id: 2, parentId: 31, position: LAST })).toBe('targetIsSub')
    expect(co2MoveProblem(stored, { id: 2, parentId: 2, position: LAST })).toBe('self')
    expect(co2MoveProblem(stored, { id: 99, parentId: null, position: 0 })).toBe('unknown')
    // Top level is always allowed.
    expect(co2MoveProblem(stored, { id: 31, parentId: null, position: 0 })).toBeNull()
  })

  it('applies a move depth first with indexes 0..n-1, keeping each version; a refused one changes nothing', () => {
    const moved = applyCo2Move(stored, { id: 2, parentId: 1, position: LAST })
    expect(moved).toEqual(items([1, null], [11, 1], [2, 1], [3, null], [31, 3], [32, 3], [4, null]))
    const refused = applyCo2Move(stored, { id: 3, parentId: 1, position: 0 })
    expect(refused).toBe(stored)
  })

  it('reads a list in any order as the same tree', () => {
    const shuffled = [...stored].reverse().map((item) => ({ ...item, index: item.index * 7 }))
    expect(normalizeCo2Hierarchy(shuffled)).toEqual(stored)
    expect(sameCo2Hierarchy(shuffled, stored)).toBe(true)
    expect(sameCo2Hierarchy(stored, applyCo2Move(stored, { id: 4, parentId: null, position: 0 }))).toBe(false)
  })

  it('saves the parents that changed with the versions they were read at, then the whole order', () => {
    const draft = applyCo2Move(stored, { id: 2, parentId: 1, position: 0 })
    expect(co2HierarchySave(stored, draft)).toEqual({
      parents: [{ id: 2, parentQuestionId: 1, version: 12 }],
      order: [1, 2, 11, 3, 31, 32, 4].map((id, index) => ({ id, index })),
    })
  })

  it('orders the updates so the server accepts each against what is stored by then', () => {
    // Fuel and Passengers leave Motor (one to the top, one under Diet), then Motor goes under Car:
    // Motor's update must come last, once it has no sub questions stored.
    let draft: readonly Co2HierarchyItem[] = stored
    draft = applyCo2Move(draft, { id: 31, parentId: null, position: LAST })
    draft = applyCo2Move(draft, { id: 32, parentId: 1, position: LAST })
    draft = applyCo2Move(draft, { id: 3, parentId: 2, position: LAST })
    const { parents } = co2HierarchySave(stored, draft)
    expect(parents.map((change) => [change.id, change.parentQuestionId])).toEqual([
      [31, null],
      [32, 1],
      [3, 2],
    ])
    // Every update, applied in this order to the stored tree, is allowed when it is made.
    let now: readonly Co2HierarchyItem[] = stored
    for (const change of parents) {
      const move = { id: change.id, parentId: change.parentQuestionId, position: LAST }
      expect(co2MoveProblem(now, move), `${change.id}`).toBeNull()
      now = applyCo2Move(now, move)
    }
  })

  it('orders any set of allowed moves so that each update is allowed in turn', () => {
    const ids = [1, 11, 2, 3, 31, 32, 4]
    const moveArb = fc.record({
      id: fc.constantFrom(...ids),
      parentId: fc.option(fc.constantFrom(...ids)),
      position: fc.nat(8),
    })
    fc.assert(
      fc.property(fc.array(moveArb, { maxLength: 8 }), (moves) => {
        const draft = moves.reduce<readonly Co2HierarchyItem[]>(
          (tree, move) => applyCo2Move(tree, move),
          stored,
        )
        let now: readonly Co2HierarchyItem[] = stored
        for (const change of co2HierarchySave(stored, draft).parents) {
          const move = { id: change.id, parentId: change.parentQuestionId, position: LAST }
          expect(co2MoveProblem(now, move)).toBeNull()
          now = applyCo2Move(now, move)
        }
        expect(
          co2HierarchyTree(now)
            .map((branch) => [branch.id, [...branch.children].sort()])
            .sort(),
        ).toEqual(
          co2HierarchyTree(draft)
            .map((branch) => [branch.id, [...branch.children].sort()])
            .sort(),
        )
      }),
    )
  })
})

/** The overview as lines: depth by indent, "reason id", "~" for a repeat, "answer→" before a follow-up. */
function lines(nodes: readonly (OverviewNode | null)[], depth = 0, before = ''): string[] {
  return nodes.flatMap((node) => {
    if (!node) return []
    const pad = '  '.repeat(depth)
    const own = `${pad}${before}${node.reason} ${node.questionId}${node.repeat ? ' ~' : ''}`
    const answersOf = (of: OverviewNode) =>
      of.answers.flatMap((each) => lines([each.followUp], depth + 1, `${each.answerId}→ `))
    return [
      own,
      ...answersOf(node),
      ...node.parts.flatMap((part) => [`${pad}  part ${part.questionId}`, ...answersOf(part)]),
      ...lines([node.chain], depth + 1),
      ...lines(node.subs, depth + 1),
    ]
  })
}

describe('the Quiz overview', () => {
  const quiz = [
    // 1: Train (11) and Bus (12) both lead to 2 (km a week); Bike (13) to nothing.
    question(1, {
      answers: [answer(11, { followUpQuestionId: 2 }), answer(12, { followUpQuestionId: 2 }), answer(13)],
    }),
    question(2),
    // 3: the car, parts 4 and 5; 5's answer leads to 6.
    question(3, { questionType: 'parts-question' }),
    question(4, { partQuestionId: 3 }),
    question(5, { partQuestionId: 3, answers: [answer(51, { followUpQuestionId: 6 })] }),
    question(6),
    // 7 → 8 → 9: a chain; 10 a sub question of 7; 9's answer leads back to 8.
    question(7, { chainQuestionId: 8 }),
    question(8, { chainQuestionId: 9 }),
    question(9, { answers: [answer(91, { followUpQuestionId: 8 })] }),
    question(10, { parentQuestionId: 7 }),
  ]

  it('shows every way through the quiz at once: each follow-up under each answer, each question once', () => {
    expect(lines(co2QuizOverview(quiz).pages)).toEqual([
      'main 1',
      '  11→ follow-up 2',
      '  12→ follow-up 2 ~',
      'main 3',
      '  part 4',
      '  part 5',
      '  51→ follow-up 6',
      'main 7',
      '  chain 8',
      '    chain 9',
      '      91→ follow-up 8 ~',
      '  sub 10',
    ])
    expect(co2QuizOverview(quiz).unreached).toEqual([])
  })

  it('lists what the walk never reaches (links in a circle, a question that is its own part)', () => {
    const circle = [
      question(1),
      question(2, { chainQuestionId: 3 }),
      question(3, { chainQuestionId: 2 }),
      question(4, { partQuestionId: 4 }),
    ]
    const overview = co2QuizOverview(circle)
    expect(overview.pages.map((page) => page.questionId)).toEqual([1])
    expect(overview.unreached).toEqual([2, 3, 4])
  })

  /** The questions shown in full, in the order the app would ask them. */
  const asked = (nodes: readonly (OverviewNode | null)[]): number[] =>
    nodes.flatMap((node) => {
      if (!node || node.repeat) return []
      const followUps = [node, ...node.parts].flatMap((each) => each.answers.map((a) => a.followUp))
      return [
        node.questionId,
        ...node.parts.map((part) => part.questionId),
        ...asked(followUps),
        ...asked([node.chain]),
        ...asked(node.subs),
      ]
    })

  it('is the walk itself when every question has one answer and it is chosen, over random links', () => {
    const ids = fc.integer({ min: 1, max: 8 })
    const link = fc.record({
      chain: fc.option(ids),
      part: fc.option(ids),
      parent: fc.option(ids),
      followUp: fc.option(ids),
    })
    fc.assert(
      fc.property(fc.array(link, { minLength: 1, maxLength: 8 }), (links) => {
        const questions = links.map((each, i) =>
          question(i + 1, {
            chainQuestionId: each.chain,
            partQuestionId: each.part,
            parentQuestionId: each.parent,
            answers: [answer((i + 1) * 10, { followUpQuestionId: each.followUp })],
          }),
        )
        const chosen = new Map(questions.map((each) => [each.id, each.answers[0]!.id]))
        const walked = questionsOnWalk(quizWalk(prepareQuiz(quizOf(questions)), chosen))
        const overview = co2QuizOverview(questions)
        expect(asked(overview.pages)).toEqual(walked)
        // Every question once: shown in full, or listed as unreached.
        expect([...asked(overview.pages), ...overview.unreached].sort()).toEqual(
          questions.map((each) => each.id).sort(),
        )
      }),
    )
  })
})
