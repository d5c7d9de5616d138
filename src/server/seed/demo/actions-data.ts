import { foodActions } from './actions-data-food.ts'
import { homeActions } from './actions-data-home.ts'
import { mobilityActions } from './actions-data-mobility.ts'
import { natureActions } from './actions-data-nature.ts'
import { stuffActions } from './actions-data-stuff.ts'
import type { DemoAction } from './content-data.ts'

/**
 * Actions app users put on their list, each with the steps they tick off, by theme: about 30,
 * some steps with an address (exact, or within a radius), most with a source or two, a few not
 * relevant for users with a label; a few Dutch texts still missing (a title, a step, a source).
 */
export const demoActions: DemoAction[] = [
  ...foodActions,
  ...homeActions,
  ...mobilityActions,
  ...stuffActions,
  ...natureActions,
]
