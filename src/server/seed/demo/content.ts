import type { Db } from '../../db/client.ts'
import {
  actionCategories,
  actionNotRelevantLabels,
  actionSources,
  actions,
  infographicCategories,
  infographics,
  initiativeCategories,
  initiatives,
  mediaLinks,
  steps,
} from '../../db/schema.ts'
import { demoActions } from './actions-data.ts'
import type { DemoAddress } from './content-data.ts'
import { seedDemoStoryContent } from './content-pages.ts'
import { demoInfographics } from './infographics-data.ts'
import { demoInitiatives } from './initiatives-data.ts'
import {
  categoryIdsByTitle,
  insertInChunks,
  labelIdsByValue,
  mediaIdsByDescription,
  mediaListRows,
  text,
} from './support.ts'

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
        alternative: address.alternative ?? [],
      }
    : {}

/**
 * Content items (docs/product.md §3): actions with their steps, sources and not-relevant-for
 * labels, initiatives of every impact area, infographics with their charts, and the quiz
 * questions, info pages and heroes that stories show (content-pages.ts); in English and Dutch
 * with about one record in ten missing a Dutch text, each in one or more demo categories, media
 * from the library (media.ts, seeded before). Runs after the categories, labels and media seeds.
 */
export async function seedDemoContent(db: Db) {
  const category = await categoryIdsByTitle(db)
  const label = await labelIdsByValue(db)
  const mediaId = await mediaIdsByDescription(db)

  const actionIds = (
    await db
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
  ).map((row) => row.id)
  const eachAction = <T>(rows: (action: (typeof demoActions)[number], actionId: number) => T[]) =>
    demoActions.flatMap((action, i) => rows(action, actionIds[i]!))
  await insertInChunks(
    db,
    steps,
    eachAction((action, actionId) =>
      action.steps.map((step, index) => ({
        actionId,
        description: text(step.description),
        index,
        ...addressColumns(step.address),
      })),
    ),
  )
  await db.insert(actionSources).values(
    eachAction((action, actionId) =>
      (action.sources ?? []).map((source, index) => ({
        actionId,
        description: text(source.description),
        href: source.href,
        index,
      })),
    ),
  )
  await db
    .insert(actionCategories)
    .values(
      eachAction((action, actionId) =>
        action.categories.map((title) => ({ actionId, categoryId: category(title) })),
      ),
    )
  await db
    .insert(actionNotRelevantLabels)
    .values(
      eachAction((action, actionId) =>
        (action.notRelevantFor ?? []).map((value) => ({ actionId, labelId: label(value) })),
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

  await insertInChunks(db, mediaLinks, [
    ...mediaListRows(
      'action',
      demoActions.map((action, i) => ({ id: actionIds[i]!, media: action.media ?? [] })),
      mediaId,
    ),
    ...mediaListRows(
      'info-graphic',
      demoInfographics.map((item, i) => ({ id: infographicRows[i]!.id, media: [item.chart.description.en] })),
      mediaId,
    ),
    ...(await seedDemoStoryContent(db, mediaId)),
  ])
}
