import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prepareQuiz } from '../../src/domain/co2/prepare.ts'
import { questionsOnWalk, quizWalk } from '../../src/domain/co2/quiz-walk.ts'
import { answer, question, quizOf } from './support/co2Quiz.ts'

// The quiz as the app walks it (src/domain/co2/quiz-walk.ts): what the calculator asks, in order.

const quiz = prepareQuiz(
  quizOf([
    // 1: "How do you travel?" — Train leads to 2 (km a week); Bike to nothing.
    question(1, { answers: [answer(11, { followUpQuestionId: 2 }), answer(12)] }),
    question(2),
    // 3: the car, a parts question with its parts 4 and 5; 5's answer leads to 6.
    question(3, { questionType: 'parts-question' }),
    question(4, { partQuestionId: 3 }),
    question(5, { partQuestionId: 3, answers: [answer(51, { followUpQuestionId: 6 })] }),
    question(6),
    // 7 → 8 → 9: a flying chain; 10 is a sub question of 7.
    question(7, { chainQuestionId: 8 }),
    question(8, { chainQuestionId: 9 }),
    question(9),
    question(10, { parentQuestionId: 7 }),
    question(11),
  ]),
)
const shown = (chosen: [number, number | null][] = []) =>
  quizWalk(quiz, new Map(chosen)).map((step) =>
    [step.questionId, step.reason, ...(step.parts.length ? [step.parts] : [])].join(' '),
  )

describe('the quiz walk', () => {
  it('asks the main questions in order, parts on their page, chains and sub questions after them', () => {
    expect(shown()).toEqual(['1 main', '3 main 4,5', '7 main', '8 chain', '9 chain', '10 sub', '11 main'])
  })

  it('asks a follow-up question only once an answer leading to it is chosen, right after its page', () => {
    expect(shown([[1, 11]])).toContain('2 follow-up')
    expect(shown([[1, 11]]).slice(0, 2)).toEqual(['1 main', '2 follow-up'])
    expect(shown([[1, 12]])).not.toContain('2 follow-up')
    // A part's answer leads on too.
    expect(shown([[5, 51]]).slice(1, 3)).toEqual(['3 main 4,5', '6 follow-up'])
  })

  it('ignores a chosen answer of another question', () => {
    expect(shown([[1, 51]])).not.toContain('6 follow-up')
  })

  it('ends links that come back on themselves', () => {
    const looped = prepareQuiz(
      quizOf([
        question(1, { answers: [answer(11, { followUpQuestionId: 2 })] }),
        question(2, { chainQuestionId: 3 }),
        question(3, { chainQuestionId: 2, answers: [answer(31, { followUpQuestionId: 2 })] }),
      ]),
    )
    const steps = quizWalk(
      looped,
      new Map([
        [1, 11],
        [3, 31],
      ]),
    )
    expect(questionsOnWalk(steps)).toEqual([1, 2, 3])
  })

  it('puts each question on it at most once, over random links', () => {
    const ids = fc.integer({ min: 1, max: 8 })
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            chain: fc.option(ids),
            part: fc.option(ids),
            parent: fc.option(ids),
            followUp: fc.option(ids),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        fc.array(fc.tuple(ids, fc.option(fc.integer({ min: 10, max: 89 })))),
        (links, chosen) => {
          const random = prepareQuiz(
            quizOf(
              links.map((link, i) =>
                question(i + 1, {
                  chainQuestionId: link.chain,
                  partQuestionId: link.part,
                  parentQuestionId: link.parent,
                  answers: [answer((i + 1) * 10, { followUpQuestionId: link.followUp })],
                }),
              ),
            ),
          )
          const walked = questionsOnWalk(quizWalk(random, new Map(chosen)))
          expect(new Set(walked).size).toBe(walked.length)
        },
      ),
    )
  })
})
