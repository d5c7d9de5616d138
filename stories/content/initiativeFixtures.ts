import { emptyAddress } from '../../src/domain/content/address.ts'
import type { InitiativeDto } from '../../src/domain/contracts/initiatives.ts'

/** An initiative as `/api/initiative` answers it, with only what a story or test cares about set. */
export const initiativeRecord = (
  id: number,
  title: string,
  more: Partial<InitiativeDto> = {},
): InitiativeDto => ({
  id,
  title,
  quizTitle: title,
  website: `https://${id}.example.org`,
  impactArea: 'local',
  address: emptyAddress,
  categories: [],
  shortDescription: '',
  description: '',
  media: [],
  translated: true,
  version: 1,
  ...more,
})
