import type { LabelDto, LabelInput } from '../../domain/labels.ts'
import { resourceClient } from './resource.ts'
import { defineResource } from './resourceQueries.ts'

/** User labels (SPEC §7: `/api/user-label`); `?q=` searches the value. */
export const labelsApi = resourceClient<LabelDto, LabelInput>('user-label')
export const labels = defineResource('labels', labelsApi)
