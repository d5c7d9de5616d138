// How a CO2 question may refer to other questions (docs/product.md §4 "CO2 hierarchy", §5), read
// against the stored quiz: every id names a question that exists; none names the question itself;
// chains and follow-ups never lead back to where they started (the app would ask for ever); the
// hierarchy has one level. Pure: the server checks a write with it before storing anything, and
// the console can say the same before saving.

export const co2QuestionRuleMessages = {
  notFound: 'There is no CO2 question with this id.',
  itself: 'A question cannot refer to itself.',
  loop: 'This makes a loop: the questions that follow lead back to this one.',
  parentIsSub: 'A sub question cannot have sub questions.',
  hasChildren: 'This question has sub questions, so it cannot become a sub question.',
} as const

/** A stored question's links, as the rules read them. */
export type Co2QuestionLinks = {
  id: number
  parentQuestionId: number | null
  chainQuestionId: number | null
  /** The questions its answers' follow-ups lead to. */
  followUpQuestionIds: readonly number[]
}

/** The links a write gives a question (`id` null for a new one). */
export type Co2QuestionLinksWrite = {
  id: number | null
  chainQuestionId: number | null
  parentQuestionId: number | null
  partQuestionId: number | null
  relatedQuestionIds: readonly number[]
  answers: readonly { followUpQuestionId: number | null; resetsQuestions: readonly number[] }[]
}

/** Field path → message, for a 400 that names every field at fault. */
export type Co2QuestionProblems = Record<string, string>

const m = co2QuestionRuleMessages

/**
 * What is wrong with the links a write gives a question, by field (empty: nothing). `quiz` is the
 * stored quiz; the question's own stored links are replaced by the write's.
 */
export function co2QuestionLinkProblems(
  write: Co2QuestionLinksWrite,
  quiz: readonly Co2QuestionLinks[],
): Co2QuestionProblems {
  const byId = new Map(quiz.map((question) => [question.id, question]))
  const problems: Co2QuestionProblems = {}
  const refer = (field: string, id: number | null) => {
    if (id === null || problems[field]) return
    if (id === write.id) problems[field] = m.itself
    else if (!byId.has(id)) problems[field] = m.notFound
  }
  refer('chainQuestionId', write.chainQuestionId)
  refer('partQuestionId', write.partQuestionId)
  refer('parentQuestionId', write.parentQuestionId)
  for (const id of write.relatedQuestionIds) refer('relatedQuestionIds', id)
  write.answers.forEach((answer, position) => {
    refer(`answers.${position}.followUpQuestionId`, answer.followUpQuestionId)
    // Naming its own question is harmless (the engine skips it): only unknown ids are refused.
    for (const id of answer.resetsQuestions) {
      const field = `answers.${position}.resetsQuestions`
      if (!problems[field] && id !== write.id && !byId.has(id)) problems[field] = m.notFound
    }
  })

  const parent = write.parentQuestionId
  if (parent !== null && !problems.parentQuestionId) {
    const hasChildren =
      write.id !== null &&
      quiz.some((question) => question.parentQuestionId === write.id && question.id !== write.id)
    if (byId.get(parent)!.parentQuestionId !== null) problems.parentQuestionId = m.parentIsSub
    else if (hasChildren) problems.parentQuestionId = m.hasChildren
  }

  if (write.id !== null) {
    const leadsBack = loopsBack(write.id, byId, write)
    if (write.chainQuestionId !== null && !problems.chainQuestionId && leadsBack(write.chainQuestionId))
      problems.chainQuestionId = m.loop
    write.answers.forEach((answer, position) => {
      const field = `answers.${position}.followUpQuestionId`
      if (answer.followUpQuestionId !== null && !problems[field] && leadsBack(answer.followUpQuestionId))
        problems[field] = m.loop
    })
  }
  return problems
}

/**
 * Whether walking on from a question (its chain question and its answers' follow-ups, one graph:
 * the app goes on along either) reaches `start`, with `start`'s links as the write gives them.
 */
function loopsBack(start: number, byId: ReadonlyMap<number, Co2QuestionLinks>, write: Co2QuestionLinksWrite) {
  const next = (id: number): number[] => {
    if (id === start) {
      return [write.chainQuestionId, ...write.answers.map((answer) => answer.followUpQuestionId)].filter(
        (each): each is number => each !== null,
      )
    }
    const question = byId.get(id)
    if (!question) return []
    return question.chainQuestionId === null
      ? [...question.followUpQuestionIds]
      : [question.chainQuestionId, ...question.followUpQuestionIds]
  }
  return (from: number) => {
    const seen = new Set<number>()
    const stack = [from]
    while (stack.length) {
      const id = stack.pop()!
      if (id === start) return true
      if (seen.has(id)) continue
      seen.add(id)
      stack.push(...next(id))
    }
    return false
  }
}
