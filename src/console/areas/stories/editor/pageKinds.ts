import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import type { StoryItemKind } from '../../../../domain/enums.ts'
import { actions } from '../../../api/actions.ts'
import { heroes } from '../../../api/heroes.ts'
import { infoItems } from '../../../api/info-items.ts'
import { infographics } from '../../../api/infographics.ts'
import { initiatives } from '../../../api/initiatives.ts'
import { quizQuestions } from '../../../api/quiz-questions.ts'
import type { AnyResourceClient } from '../../../api/resource.ts'
import type { Resource } from '../../../api/resourceQueries.ts'
import { ActionDrawer } from '../../content/ActionDrawer.tsx'
import { HeroDrawer } from '../../content/HeroDrawer.tsx'
import { InfographicDrawer } from '../../content/InfographicDrawer.tsx'
import { InfoItemDrawer } from '../../content/InfoItemDrawer.tsx'
import { InitiativeDrawer } from '../../content/InitiativeDrawer.tsx'
import type { PlacedDrawerProps } from '../../content/placedDrawer.ts'
import { QuizQuestionDrawer } from '../../content/QuizQuestionDrawer.tsx'

/**
 * What the story editor knows of each kind of page (docs/product.md §3 Story item): its name on
 * cards and in the Add Item menu, where its content is found (the picker's resource and the field
 * that names a record) and the drawer that edits or adds that content in place.
 */
export type PageKind = {
  /** On the card and in the kind select: "Actions", "Info page". */
  name: MessageDescriptor
  /** The Add Item menu's entry and the palette's "Add … page". */
  add: MessageDescriptor
  /** The content's own name, for "New info page" and "Edit info page". */
  record: MessageDescriptor
  resource: Resource<AnyResourceClient>
  /** The field a record is named by (a hero by its name). */
  titleField: 'title' | 'name'
  search: { label: MessageDescriptor; placeholder: MessageDescriptor; list: MessageDescriptor }
  /** Several records on one page (actions, initiatives), in order. */
  many: boolean
  Drawer: ComponentType<PlacedDrawerProps>
}

export const pageKinds: Record<StoryItemKind, PageKind> = {
  action: {
    name: msg`Actions`,
    add: msg`Actions page`,
    record: msg`action`,
    resource: actions as Resource<AnyResourceClient>,
    titleField: 'title',
    search: { label: msg`Add an action`, placeholder: msg`Search actions by title`, list: msg`Actions` },
    many: true,
    Drawer: ActionDrawer,
  },
  initiative: {
    name: msg`Initiatives`,
    add: msg`Initiatives page`,
    record: msg`initiative`,
    resource: initiatives as Resource<AnyResourceClient>,
    titleField: 'title',
    search: {
      label: msg`Add an initiative`,
      placeholder: msg`Search initiatives by title`,
      list: msg`Initiatives`,
    },
    many: true,
    Drawer: InitiativeDrawer,
  },
  info: {
    name: msg`Info page`,
    add: msg`Info page`,
    record: msg`info page`,
    resource: infoItems as Resource<AnyResourceClient>,
    titleField: 'title',
    search: { label: msg`Info page`, placeholder: msg`Search info pages by title`, list: msg`Info pages` },
    many: false,
    Drawer: InfoItemDrawer,
  },
  'info-graphic': {
    name: msg`Infographic`,
    add: msg`Infographic`,
    record: msg`infographic`,
    resource: infographics as Resource<AnyResourceClient>,
    titleField: 'title',
    search: {
      label: msg`Infographic`,
      placeholder: msg`Search infographics by title`,
      list: msg`Infographics`,
    },
    many: false,
    Drawer: InfographicDrawer,
  },
  hero: {
    name: msg`Hero`,
    add: msg`Hero`,
    record: msg`hero`,
    resource: heroes as Resource<AnyResourceClient>,
    titleField: 'name',
    search: { label: msg`Hero`, placeholder: msg`Search heroes by name`, list: msg`Heroes` },
    many: false,
    Drawer: HeroDrawer,
  },
  question: {
    name: msg`Quiz question`,
    add: msg`Quiz question`,
    record: msg`quiz question`,
    resource: quizQuestions as Resource<AnyResourceClient>,
    titleField: 'title',
    search: {
      label: msg`Quiz question`,
      placeholder: msg`Search quiz questions by title`,
      list: msg`Quiz questions`,
    },
    many: false,
    Drawer: QuizQuestionDrawer,
  },
}

/** The Add Item menu's order (docs/product.md §2: Actions/Initiatives, Info Page, Infographic, Quiz question; ours: Hero too). */
export const addItemKinds = ['action', 'initiative', 'info', 'info-graphic', 'question', 'hero'] as const
