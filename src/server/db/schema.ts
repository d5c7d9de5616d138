// Every table of docs/product.md §3, one file per area under ./tables.

export * from './tables/bpt.ts'
export * from './tables/categories.ts'
export * from './tables/co2.ts'
export * from './tables/content.ts'
export * from './tables/data-tables.ts'
export * from './tables/feedback.ts'
export * from './tables/labels.ts'
export * from './tables/media.ts'
export * from './tables/notifications.ts'
export * from './tables/stories.ts'
export * from './tables/user-records.ts'
export * from './tables/users.ts'
