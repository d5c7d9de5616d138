import type { MessageDescriptor } from '@lingui/core'
import type { Lang } from '../../../domain/lang.ts'
import type { OrderingTexts } from '../ordering/announcements.ts'

/**
 * The words of one hierarchy (the categories, the CO2 questions) that the kit's tree and rows
 * show, in the interface language: the area names its items ("category", "question") and its two
 * levels ("main category" and "sub category", "top-level question" and "sub question").
 */
export type HierarchyWords = {
  /** The tree's name: "Categories in order". */
  tree: string
  /** A top-level item's list of children: "Sub categories of Food". */
  childrenOf: (title: string) => string
  /** The zone under a top-level item: "Drop here to make it a sub category of Food". */
  intoZone: (title: string) => string
  /** The empty target at the end: "Drop here to make it a main category". */
  rootZone: string
  /** What a screen reader calls a row while it is dragged: "draggable category". */
  roleDescription: string
  /** Why a row cannot go under another (it has children of its own). */
  cannotNest: string
  /** A top-level row's number of children: "3 sub". */
  childCount: (count: number) => string
  /** A row's button and the palette's command to the top level: "Make main category". */
  makeTop: MessageDescriptor
  /** A row's menu and the palette's command to go under another: "Make sub category of…". */
  nest: MessageDescriptor
  /** The palette's search of the parents to choose from. */
  nestSearch: MessageDescriptor
  /** More words the palette finds the nest command by. */
  nestKeywords: string[]
}

/** The ordering's sentences and what each row shows besides its title. */
export type HierarchyTexts<Problem> = OrderingTexts<Problem> & {
  /** A mark before the title (a category's emoji), or ''. */
  emojiOf: (id: number) => string
  /** The language of `titleOf` when the title is a reference (missing in this language), else undefined. */
  titleLangOf: (id: number) => Lang | undefined
}
