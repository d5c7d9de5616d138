import { loadFullCatalog } from '../i18n/i18n.ts'
import { loadAreaCommands } from '../palette/areaCommands.ts'
import { LazyChunk } from '../routing/LazyChunk.tsx'

// The signed-in shell (menu, top bar, palette, every area's palette commands and the console's
// whole catalog) is its own chunk: the login page, which most first visits see, downloads none of
// it (issue 11, ≤ 150 kB).
const loadShell = () =>
  Promise.all([import('./Shell.tsx'), loadAreaCommands(), loadFullCatalog()]).then(([module]) => ({
    default: module.Shell,
  }))

export function LazyShell() {
  return <LazyChunk id="shell" load={loadShell} />
}
