import { type DomainMessage, formatDomainMessage } from './domain-message.ts'

/**
 * What deleting a record would do, worked out by the domain from what refers to it: the console
 * says it before anyone confirms (or offers no Delete), the server refuses with the same words.
 */
export type DeletePlan = {
  /** false: the record cannot be deleted, and `summary` and `details` say why. */
  allowed: boolean
  /** The headline: why not, or what else changes; null when nothing beyond the record goes. */
  summary: DomainMessage | null
  /** One line per reason or per kind of record affected. */
  details: DomainMessage[]
}

/** A plain delete: nothing refers to the record. */
export const plainDelete: DeletePlan = { allowed: true, summary: null, details: [] }

/** The plan in English, one sentence after another: the message of the server's 409. */
export function deletePlanText(plan: DeletePlan): string {
  return [plan.summary, ...plan.details]
    .filter((message): message is DomainMessage => message !== null)
    .map(formatDomainMessage)
    .join(' ')
}
