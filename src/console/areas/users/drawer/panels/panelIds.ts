/** The user drawer's panels (docs/product.md §2 "User drawer"), in the order the tabs show them. */
export const panelIds = [
  'information',
  'notifications',
  'bpt',
  'stories',
  'actions',
  'initiatives',
  'infographics',
  'co2quiz',
] as const
export type PanelId = (typeof panelIds)[number]
