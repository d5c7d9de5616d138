/** A category row as the Categories list shows it (docs/product.md §2). */
export type CategoryRow = {
  id: number
  emoji: string
  title: string
  type: 'main' | 'sub'
  translated: boolean
}

const topics: [string, string][] = [
  ['⚡', 'Energy'],
  ['🥕', 'Food'],
  ['🚲', 'Mobility'],
  ['♻️', 'Waste'],
  ['💧', 'Water'],
  ['🏠', 'Housing'],
  ['👕', 'Clothing'],
  ['🌳', 'Nature'],
  ['🧪', 'Lab experiments'],
  ['🛒', 'Shopping'],
]
const aspects = ['at home', 'at work', 'on holiday', 'with children', 'for beginners', 'in the city']

/**
 * `count` categories, deterministic: ids from 1, one in three a main category, every fifth
 * missing its Dutch texts (so the State column shows both icons).
 */
export function categoryRows(count: number): CategoryRow[] {
  return Array.from({ length: count }, (_, index) => {
    const [emoji, topic] = topics[index % topics.length]!
    return {
      id: index + 1,
      emoji,
      title: `${topic} ${aspects[Math.floor(index / topics.length) % aspects.length]}`,
      type: index % 3 === 0 ? 'main' : 'sub',
      translated: index % 5 !== 4,
    }
  })
}
