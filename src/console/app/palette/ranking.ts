import { defaultFilter } from 'cmdk'

/** What the ranking reads of a command: its title and keywords in the interface language. */
export type Rankable = { id: string; group: string; label: string; keywords: readonly string[] }

/** Lower case, accents dropped ("hiërarchie" is found by "hierarchie"), "…" and spaces tidied. */
const normal = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/…/g, '').replace(/\s+/g, ' ').trim()

/** cmdk's fuzzy score (0 to 1) of the title and keywords. */
const fuzzy = (title: string, query: string, keywords: string[]) => defaultFilter(title, query, keywords)

const wordsOf = (text: string) =>
  normal(text)
    .split(/[\s/\-:,.]+/)
    .filter(Boolean)

/** Every query word starts a word of `words`, in the order typed ("add lab" → "Add Label"). */
function wordPrefixes(query: string[], words: string[]) {
  let from = 0
  for (const part of query) {
    const at = words.findIndex((word, index) => index >= from && word.startsWith(part))
    if (at < 0) return false
    from = at + 1
  }
  return true
}

/** Tiers, best first: a hit in a higher tier always beats any hit in a lower one. */
const TIER = {
  exactTitle: 7,
  titleStart: 6,
  titleWords: 5,
  exactKeyword: 4,
  keywordStart: 3,
  anyWords: 2,
  fuzzy: 1,
} as const

/**
 * How well `query` names `command` (0: not at all). Exact and word-prefix matches of the title,
 * then of a keyword, come before fuzzy ones, so typing a command's name and pressing Enter runs
 * that command ("Add Label", "save", "close"); fuzzy matching still finds "dtbl".
 */
export function scoreCommand(query: string, command: Rankable): number {
  const q = normal(query)
  if (!q) return 1
  const title = normal(command.label)
  const keywords = command.keywords.map(normal)
  const queryWords = wordsOf(q)
  const titleWords = wordsOf(title)
  let tier = 0
  if (title === q) tier = TIER.exactTitle
  else if (title.startsWith(q)) tier = TIER.titleStart
  else if (wordPrefixes(queryWords, titleWords)) tier = TIER.titleWords
  else if (keywords.includes(q)) tier = TIER.exactKeyword
  else if (keywords.some((keyword) => keyword.startsWith(q) || wordPrefixes(queryWords, wordsOf(keyword))))
    tier = TIER.keywordStart
  else if (
    queryWords.every((word) => [...titleWords, ...keywords.flatMap(wordsOf)].some((w) => w.startsWith(word)))
  )
    tier = TIER.anyWords
  else if (fuzzy(title, q, keywords) > 0) tier = TIER.fuzzy
  if (!tier) return 0
  // Within a tier: the closer fuzzy fit, then the shorter title (the more exact match).
  return tier * 10 + fuzzy(title, q, keywords) * 5 + 1 / (1 + title.length)
}

/**
 * The commands matching `query`, best first. Among equals the order of `groups` decides: the open
 * record's commands first (they are what a user with a drawer open means by "save" or "delete"),
 * then pages ("Go to"), then the rest. An empty query keeps every command, in group order.
 */
export function rankCommands<C extends Rankable>(
  query: string,
  commands: readonly C[],
  groups: readonly string[],
) {
  const groupRank = (command: C) => {
    const index = groups.indexOf(command.group)
    return index < 0 ? groups.length : index
  }
  return commands
    .map((command, order) => ({ command, order, score: scoreCommand(query, command) }))
    .filter((entry) => entry.score > 0)
    .sort(
      (a, b) =>
        Math.floor(b.score / 10) - Math.floor(a.score / 10) ||
        groupRank(a.command) - groupRank(b.command) ||
        b.score - a.score ||
        a.order - b.order,
    )
    .map((entry) => entry.command)
}
