import type { CurrentUser } from '../../src/domain/auth.ts'

/** The signed-in admin the shell stories show. */
export const adminUser: CurrentUser = {
  id: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'admin@example.com',
  level: 'admin',
}

/** docs/product.md §2's menu, in its order, with each entry's path. */
export const menuEntries = [
  { label: 'Categories', path: '/categories' },
  { label: 'Users', path: '/users' },
  { label: 'Stories', path: '/stories' },
  { label: 'Daily Quiz', path: '/quiz-of-the-day' },
  { label: 'CO2 Quiz', path: '/co2quiz' },
  { label: 'BTP', path: '/bpt' },
  { label: 'Content', path: '/content' },
  { label: 'Labels', path: '/labels' },
  { label: 'Data Tables', path: '/data-tables' },
  { label: 'Feedback', path: '/feedback' },
  { label: 'Statistics', path: '/statistics' },
] as const
