import type { ChildProcess } from 'node:child_process'

// A server started as `npm start` runs in a process group of its own (spawned `detached`): the
// start script, and a build or first seeding it may be running. Stopping it reaches them all.

/** Signals the whole process group; one already gone is fine. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/** SIGTERM to the group, SIGKILL if it has not ended within `timeoutMs`; resolves once it has ended. */
export async function stopGroup(child: ChildProcess, timeoutMs: number) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  killGroup(child, 'SIGTERM')
  const timedOut = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(true), timeoutMs).unref()),
  ])
  if (timedOut) {
    killGroup(child, 'SIGKILL')
    await exited
  }
}
