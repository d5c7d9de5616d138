type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { data?: { type?: string } }
}

/** A task of the thread's scheduler: its name with the `toplevel` category, and without. */
const TASKS = new Set(['ThreadControllerImpl::RunTask', 'RunTask'])

/**
 * The renderer main thread's CPU time (ms) from the click to `tookMs` after it, from a Chromium
 * trace (`devtools.timeline`): the thread time of its tasks, a task cut at the window's edges
 * counted in proportion. Wall-clock figures on a machine shared by several busy processes swell
 * with the waiting for a core; this one says what the page itself had to do.
 */
export function mainThreadCpu(trace: Buffer, tookMs: number): number | null {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }
  const click = traceEvents.find(
    (event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click',
  )
  if (!click) return null
  const from = click.ts
  const to = from + tookMs * 1000
  const tasks = traceEvents
    .filter((event) => TASKS.has(event.name) && event.ph === 'X' && event.dur && event.tdur !== undefined)
    .filter((event) => event.pid === click.pid && event.tid === click.tid)
    .sort((a, b) => a.ts - b.ts)
  let cpu = 0
  let counted = 0
  for (const task of tasks) {
    const end = task.ts + task.dur!
    // Tasks are not nested; one inside a task already counted is skipped all the same.
    if (end <= from || task.ts >= to || end <= counted) continue
    counted = end
    const inside = (Math.min(end, to) - Math.max(task.ts, from)) / task.dur!
    cpu += task.tdur! * inside
  }
  return cpu / 1000
}
