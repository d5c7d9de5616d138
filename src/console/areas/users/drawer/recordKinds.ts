import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** The kinds of a user's records a panel row deletes (the steps go with their action). */
export type PanelRecordKind = 'stories' | 'actions' | 'initiatives' | 'infographics' | 'userCo2QuizAnswers'

type KindTexts = {
  /** docs/product.md §5: 'Are you absolutely sure you want to delete this ...?', naming the kind. */
  confirm: MessageDescriptor
  deleted: MessageDescriptor
  failed: MessageDescriptor
  /** The row's delete icon, for screen readers. */
  deleteLabel: (name: string) => MessageDescriptor
}

/** Each sentence whole, so a translation can order its words (no "Deleted {kind}"). */
export const recordKindTexts: Record<PanelRecordKind, KindTexts> = {
  stories: {
    confirm: msg`Are you absolutely sure you want to delete this story?`,
    deleted: msg`Deleted the user's story`,
    failed: msg`Failed to delete the user's story`,
    deleteLabel: (name) => msg`Delete story ${name}`,
  },
  actions: {
    confirm: msg`Are you absolutely sure you want to delete this action?`,
    deleted: msg`Deleted the user's action`,
    failed: msg`Failed to delete the user's action`,
    deleteLabel: (name) => msg`Delete action ${name}`,
  },
  initiatives: {
    confirm: msg`Are you absolutely sure you want to delete this initiative?`,
    deleted: msg`Deleted the user's initiative`,
    failed: msg`Failed to delete the user's initiative`,
    deleteLabel: (name) => msg`Delete initiative ${name}`,
  },
  infographics: {
    confirm: msg`Are you absolutely sure you want to delete this infographic?`,
    deleted: msg`Deleted the user's infographic`,
    failed: msg`Failed to delete the user's infographic`,
    deleteLabel: (name) => msg`Delete infographic ${name}`,
  },
  userCo2QuizAnswers: {
    confirm: msg`Are you absolutely sure you want to delete this CO2 Quiz answer?`,
    deleted: msg`Deleted the user's CO2 Quiz answer`,
    failed: msg`Failed to delete the user's CO2 Quiz answer`,
    deleteLabel: (name) => msg`Delete CO2 Quiz answer ${name}`,
  },
}
