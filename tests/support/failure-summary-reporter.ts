import type { Reporter, SerializedError, TestModule } from 'vitest/node'

// CI keeps only the tail of the output, where the default reporter puts counts, not causes.
// This reporter repeats every failure and unhandled error in a few lines at the very end.
const firstLines = (text: string | undefined, count: number) =>
  (text ?? '')
    .split('\n')
    .filter((line) => line.trim() && !line.includes('node_modules') && !line.includes('<anonymous>'))
    .slice(0, count)
    .map((line) => `    ${line.trim()}`)

const describeError = (error: SerializedError | undefined) => {
  if (!error) return ['    (no error object)']
  const head = `    ${error.name ?? 'Error'}: ${error.message ?? ''}`.slice(0, 400)
  return [head, ...firstLines(error.stack, 6).filter((line) => line.trim().startsWith('at '))]
}

export default class FailureSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const lines: string[] = []
    for (const module of testModules) {
      const project = module.project.name
      for (const error of module.errors()) {
        lines.push(`✖ [${project}] ${module.moduleId} (file error)`, ...describeError(error))
      }
      for (const test of module.children.allTests('failed')) {
        lines.push(`✖ [${project}] ${module.relativeModuleId} > ${test.fullName}`)
        for (const error of test.result().errors ?? []) lines.push(...describeError(error))
      }
    }
    for (const error of unhandledErrors) {
      const origin = (error as { VITEST_TEST_PATH?: string }).VITEST_TEST_PATH ?? 'unknown file'
      const name = (error as { VITEST_TEST_NAME?: string }).VITEST_TEST_NAME
      lines.push(`✖ unhandled error during ${origin}${name ? ` > ${name}` : ''}`, ...describeError(error))
    }
    if (!lines.length) return
    console.log(['', '── failure summary ──', ...lines].join('\n'))
  }
}
