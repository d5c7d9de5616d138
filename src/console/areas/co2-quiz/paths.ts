/** The CO2 quiz area's pages (src/console/app/routing/routes.ts), for its menu and its palette commands. */
export const CO2_PATHS = {
  questions: '/co2quiz',
  values: '/co2quiz/values',
  averages: '/co2quiz/averages',
} as const
export type Co2Page = keyof typeof CO2_PATHS
