import type { Db } from '../../db/client.ts'
import {
  actionCategories,
  actions,
  infographicCategories,
  infographics,
  initiativeCategories,
  initiatives,
  steps,
} from '../../db/schema.ts'
import { demoActions } from './actions-data.ts'
import { type DemoAddress, demoInfographics, demoInitiatives } from './content-data.ts'
import { categoryIdsByTitle, text } from './support.ts'

const addressColumns = (address: DemoAddress | undefined) =>
  address
    ? {
        street: address.street ?? null,
        houseNumber: address.houseNumber ?? null,
        postalCode: address.postalCode ?? null,
        city: address.city,
        isSpecific: address.isSpecific,
        radius: address.isSpecific ? null : (address.radius ?? null),
        addressExtra: address.addressExtra ?? null,
      }
    : {}

/**
 * Content items (docs/product.md §3): actions with their steps, initiatives and infographics, in English and
 * Dutch with a few Dutch texts still missing, each in one or more demo categories. Small on
 * purpose: enough for the stories and the users' lists to point at.
 */
export async function seedDemoContent(db: Db) {
  const category = await categoryIdsByTitle(db)

  const actionRows = await db
    .insert(actions)
    .values(
      demoActions.map((action) => ({
        title: text(action.title),
        type: action.type,
        shortDescription: text(action.shortDescription),
        description: text(action.description),
        difficulty: action.difficulty,
        impact: action.impact,
      })),
    )
    .returning({ id: actions.id })
  await db.insert(steps).values(
    demoActions.flatMap((action, i) =>
      action.steps.map((step, index) => ({
        actionId: actionRows[i]!.id,
        description: text(step.description),
        index,
        ...addressColumns(step.address),
      })),
    ),
  )
  await db
    .insert(actionCategories)
    .values(
      demoActions.flatMap((action, i) =>
        action.categories.map((title) => ({ actionId: actionRows[i]!.id, categoryId: category(title) })),
      ),
    )

  const initiativeRows = await db
    .insert(initiatives)
    .values(
      demoInitiatives.map((initiative) => ({
        title: text(initiative.title),
        quizTitle: text(initiative.quizTitle),
        website: initiative.website,
        impactArea: initiative.impactArea,
        shortDescription: text(initiative.shortDescription),
        description: text(initiative.description),
        ...addressColumns(initiative.address),
      })),
    )
    .returning({ id: initiatives.id })
  await db.insert(initiativeCategories).values(
    demoInitiatives.flatMap((initiative, i) =>
      initiative.categories.map((title) => ({
        initiativeId: initiativeRows[i]!.id,
        categoryId: category(title),
      })),
    ),
  )

  const infographicRows = await db
    .insert(infographics)
    .values(
      demoInfographics.map((item) => ({ title: text(item.title), description: text(item.description) })),
    )
    .returning({ id: infographics.id })
  await db.insert(infographicCategories).values(
    demoInfographics.flatMap((item, i) =>
      item.categories.map((title) => ({
        infoGraphicId: infographicRows[i]!.id,
        categoryId: category(title),
      })),
    ),
  )
}
