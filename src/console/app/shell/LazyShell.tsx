import { loadAreaCommands } from '../palette/areaCommands.ts'
import { LazyChunk } from '../routing/LazyChunk.tsx'

// The signed-in shell (menu, top bar, palette and every area's palette commands) is its own chunk:
// the login page, which most first visits see, downloads none of it (issue 11, ≤ 150 kB).
const loadShell = () =>
  Promise.all([import('./Shell.tsx'), loadAreaCommands()]).then(([module]) => ({ default: module.Shell }))

export function LazyShell() {
  return <LazyChunk id="shell" load={loadShell} />
}
