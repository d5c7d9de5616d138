import {
  applyHierarchyMove,
  type HierarchyItem,
  type HierarchyProblem,
  hierarchyTree,
  moveProblem,
  normalizeHierarchy,
  sameHierarchy,
} from '../category-hierarchy.ts'
import type { OrderItem } from '../ordering.ts'
import { type Branch, type OrderingModel, type OrderingMove, treeModel } from '../ordering-model.ts'

// The CO2 quiz's hierarchy (docs/product.md §4 "CO2 hierarchy": one level of sub questions) and
// its Quiz overview. A question with sub questions cannot become one, and a sub question cannot
// have any: the same shape as the categories' two levels, so the category tree's pure rules do
// the work here (through `parentQuestionId`), and the console's hierarchy kit reads both alike.

/** One question's place in the hierarchy, with the version its update must send back. */
export type Co2HierarchyItem = { id: number; parentQuestionId: number | null; index: number; version: number }

const asTree = (items: readonly Co2HierarchyItem[]): HierarchyItem[] =>
  items.map(({ id, parentQuestionId, index }) => ({ id, parentCategoryId: parentQuestionId, index }))

const asMove = ({ id, parentId, position }: OrderingMove) => ({ id, parentCategoryId: parentId, position })

/** Tree items back as questions, each with its version (0 for an id the list did not have). */
function fromTree(tree: readonly HierarchyItem[], items: readonly Co2HierarchyItem[]): Co2HierarchyItem[] {
  const versions = new Map(items.map((item) => [item.id, item.version]))
  return tree.map(({ id, parentCategoryId, index }) => ({
    id,
    parentQuestionId: parentCategoryId,
    index,
    version: versions.get(id) ?? 0,
  }))
}

/** The top-level questions in quiz order, each with its sub questions in order. */
export const co2HierarchyTree = (items: readonly Co2HierarchyItem[]): Branch[] => hierarchyTree(asTree(items))

/** Why a move breaks the one level (`hasChildren`, `targetIsSub`, `self`, `unknown`), or null. */
export const co2MoveProblem = (
  items: readonly Co2HierarchyItem[],
  move: OrderingMove,
): HierarchyProblem | null => moveProblem(asTree(items), asMove(move))

/** The list in its stored form: depth first (each question before its sub questions), indexes 0..n-1. */
export const normalizeCo2Hierarchy = (items: readonly Co2HierarchyItem[]) =>
  fromTree(normalizeHierarchy(asTree(items)), items)

/** Whether two lists describe the same tree (same parents, same order). */
export const sameCo2Hierarchy = (a: readonly Co2HierarchyItem[], b: readonly Co2HierarchyItem[]) =>
  sameHierarchy(asTree(a), asTree(b))

/** The hierarchy after `move`, normalized; a refused move (or none) returns `items` itself. */
export function applyCo2Move(
  items: readonly Co2HierarchyItem[],
  move: OrderingMove,
): readonly Co2HierarchyItem[] {
  const tree = asTree(items)
  const next = applyHierarchyMove(tree, asMove(move))
  return next === tree ? items : fromTree(next, items)
}

/** The hierarchy as the ordering kit reads it: its tree and the one-level rule. */
export const co2HierarchyModel = (items: readonly Co2HierarchyItem[]): OrderingModel<HierarchyProblem> =>
  treeModel(co2HierarchyTree(items), (move) => co2MoveProblem(items, move))

/** One question's new parent, sent as an update with the version it was read at. */
export type Co2ParentChange = { id: number; parentQuestionId: number | null; version: number }

/**
 * What saving `draft` over `original` writes: the parents that changed, as updates, in an order
 * the server accepts one by one (it checks each against what is stored by then: a question that
 * still has sub questions cannot become one, nor go under one that is still a sub question), then
 * the whole order (`PUT /order`, depth first). Questions become top level first; then questions
 * go under their new parents, those that had sub questions last (theirs have moved away by then).
 */
export function co2HierarchySave(
  original: readonly Co2HierarchyItem[],
  draft: readonly Co2HierarchyItem[],
): { parents: Co2ParentChange[]; order: OrderItem[] } {
  const before = new Map(original.map((item) => [item.id, item]))
  const hadChildren = new Set(original.map((item) => item.parentQuestionId).filter((id) => id !== null))
  const changed = normalizeCo2Hierarchy(draft).filter(
    (item) => before.has(item.id) && before.get(item.id)!.parentQuestionId !== item.parentQuestionId,
  )
  const rank = (item: Co2HierarchyItem) =>
    item.parentQuestionId === null ? 0 : hadChildren.has(item.id) ? 2 : 1
  const parents = changed
    .map((item, position) => ({ item, position }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.position - b.position)
    .map(({ item }) => ({
      id: item.id,
      parentQuestionId: item.parentQuestionId,
      version: before.get(item.id)!.version,
    }))
  const order = normalizeCo2Hierarchy(draft).map(({ id, index }) => ({ id, index }))
  return { parents, order }
}

// ---- The Quiz overview: the quiz as the app walks it, with every way through it at once.

/** A question as the overview reads it (a CO2 question as the API answers it fits). */
export type Co2OverviewQuestion = {
  id: number
  parentQuestionId?: number | null
  partQuestionId: number | null
  chainQuestionId: number | null
  answers: readonly { id: number; followUpQuestionId: number | null }[]
}

/** Why a question shows where it does (`src/domain/co2/quiz-walk.ts`'s reasons, and parts). */
export type OverviewReason = 'main' | 'part' | 'follow-up' | 'chain' | 'sub'

/**
 * A question in the overview. Each question is shown in full once, where the app first reaches it;
 * reached again (another answer leading to the same follow-up, a link back), it is a `repeat`: a
 * link without its children, so the tree ends there.
 */
export type OverviewNode = {
  questionId: number
  reason: OverviewReason
  repeat: boolean
  /** The parts asked on its page (a parts question), each with its own answers. */
  parts: OverviewNode[]
  /** Every answer, each with the follow-up question it leads to (nothing is chosen here). */
  answers: { answerId: number; followUp: OverviewNode | null }[]
  /** The next question of its chain. */
  chain: OverviewNode | null
  subs: OverviewNode[]
}

/** The main questions in quiz order, and the questions the walk never reaches (links in a circle). */
export type QuizOverview = { pages: OverviewNode[]; unreached: number[] }

/**
 * The quiz as the app walks it (the order of `quizWalk`): main questions in quiz order, each with
 * its parts, every answer's follow-up under that answer, its chain, then its sub questions.
 * `questions` in quiz order.
 */
export function co2QuizOverview(questions: readonly Co2OverviewQuestion[]): QuizOverview {
  const byId = new Map(questions.map((question) => [question.id, question]))
  const partsOf = new Map<number, number[]>()
  const subsOf = new Map<number, number[]>()
  const after = new Set<number>()
  const add = (map: Map<number, number[]>, key: number, id: number) =>
    map.set(key, [...(map.get(key) ?? []), id])
  for (const question of questions) {
    const { id, partQuestionId: whole, parentQuestionId: parent, chainQuestionId: chain } = question
    // As the walk reads them: a part or sub question of a question that exists is never a main
    // question, even of itself (broken data the overview then lists as unreached).
    if (whole !== null && byId.has(whole)) {
      after.add(id)
      if (whole !== id) add(partsOf, whole, id)
    }
    if (parent != null && byId.has(parent)) {
      after.add(id)
      if (parent !== id) add(subsOf, parent, id)
    }
    if (chain !== null && chain !== id) after.add(chain)
    for (const answer of question.answers) {
      if (answer.followUpQuestionId !== null && answer.followUpQuestionId !== id)
        after.add(answer.followUpQuestionId)
    }
  }

  const shown = new Set<number>()
  const leaf = (questionId: number, reason: OverviewReason): OverviewNode => ({
    questionId,
    reason,
    repeat: true,
    parts: [],
    answers: [],
    chain: null,
    subs: [],
  })
  const answersOf = (question: Co2OverviewQuestion) =>
    question.answers.map((answer) => ({
      answerId: answer.id,
      followUp:
        answer.followUpQuestionId === null || answer.followUpQuestionId === question.id
          ? null
          : visit(answer.followUpQuestionId, 'follow-up'),
    }))
  // Depth first, as the app asks: a question is shown in full where it is first reached.
  function visit(questionId: number, reason: OverviewReason): OverviewNode | null {
    const question = byId.get(questionId)
    if (!question) return null
    if (shown.has(questionId)) return leaf(questionId, reason)
    shown.add(questionId)
    const partIds = (partsOf.get(questionId) ?? []).filter((part) => !shown.has(part))
    for (const part of partIds) shown.add(part)
    const answers = answersOf(question)
    const parts = partIds.map((part) => ({
      ...leaf(part, 'part'),
      repeat: false,
      answers: answersOf(byId.get(part)!),
    }))
    const { chainQuestionId } = question
    const chain =
      chainQuestionId === null || chainQuestionId === questionId ? null : visit(chainQuestionId, 'chain')
    const subs = (subsOf.get(questionId) ?? []).flatMap((sub) => visit(sub, 'sub') ?? [])
    return { questionId, reason, repeat: false, parts, answers, chain, subs }
  }

  const pages = questions.flatMap((question) =>
    after.has(question.id) ? [] : (visit(question.id, 'main') ?? []),
  )
  const unreached = questions.map((question) => question.id).filter((id) => !shown.has(id))
  return { pages, unreached }
}
