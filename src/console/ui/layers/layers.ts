import './layers.css'

/**
 * The console's stacking order, bottom to top; each name is a `--layer-<name>` in layers.css,
 * where the values are. Importing this module brings that sheet.
 */
export const layers = [
  'chrome',
  'drawer',
  'nested-drawer',
  'dialog',
  'shortcuts',
  'palette',
  'popup',
  'toast',
] as const

export type Layer = (typeof layers)[number]

/** The two layers a drawer can be in: over the page, or over another drawer. */
export type DrawerLayer = Extract<Layer, 'drawer' | 'nested-drawer'>
