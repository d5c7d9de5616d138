import { lingui } from '@lingui/vite-plugin'
import babel from '@rolldown/plugin-babel'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { precompress } from './scripts/precompress.ts'
import { radixThemesCss } from './scripts/radix-css.ts'
import { chromiumArgs, chromiumPath } from './tests/support/chromium.ts'

const serverPort = Number(process.env.PORT ?? 3000)

// Lingui macros are compiled by Babel; plugin-react 6 has no babel option, so it runs as its own plugin.
const linguiMacros = () =>
  babel({
    include: /\/(src|machines|stories|tests|\.storybook)\/.*\.[jt]sx?$/,
    plugins: ['@lingui/babel-plugin-lingui-macro'],
  })

const node = (name: string, include: string[], extra: Record<string, unknown> = {}) => ({
  extends: true as const,
  test: { name, include, environment: 'node', ...extra },
})

/** Leaves out the projects another lane of `npm test` runs (`TEST_PROJECTS_ELSEWHERE`, by name). */
const withoutElsewhere = (projects: TestProjectInlineConfiguration[]) => {
  const elsewhere = new Set((process.env.TEST_PROJECTS_ELSEWHERE ?? '').split(',').filter(Boolean))
  return projects.filter((project) => !elsewhere.has(String(project.test?.name)))
}

/** Server test files whose subject does not depend on the database engine: run on PGlite only. */
const engineNeutral = [
  'media-pipeline',
  'seed-media',
  'event-loop-budget',
  'under-pressure',
  'rate-limit',
  'console-fallback',
  'console-transport',
  'cache-control',
  'openapi',
  'push-failures',
  'seed-child',
  'files/store-contract',
  'files/migrate',
  'files/s3-routes',
  'files/config',
]

const serverEnv = (engine: 'pglite' | 'postgres') => ({
  globalSetup: ['tests/server/support/global-setup.ts'],
  env: { TEST_DB_ENGINE: engine },
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Each file builds its own app on its own database (tests/server/support/test-app.ts): the
  // modules can be shared between the files a worker runs, and importing the server once per
  // worker instead of once per file saves most of the suite's import time.
  isolate: false,
})

export default defineConfig({
  plugins: [radixThemesCss(), react(), linguiMacros(), lingui(), precompress()],
  // The markdown editor is loaded lazily: without these, the dev server (and Storybook's tests)
  // would find Milkdown only when a rich text field first shows, optimize it then and reload.
  optimizeDeps: {
    include: [
      '@milkdown/kit/core',
      '@milkdown/kit/plugin/clipboard',
      '@milkdown/kit/plugin/history',
      '@milkdown/kit/preset/commonmark',
      '@milkdown/kit/prose/model',
      '@milkdown/kit/prose/state',
      '@milkdown/kit/utils',
    ],
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/file': `http://127.0.0.1:${serverPort}`,
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically, in one file: each visit needs all of it
          // at once, and 20 small files cost the login page more round trips than bytes.
          groups: [{ name: 'start', tags: ['$initial'] }],
        },
      },
    },
  },
  test: {
    reporters: [
      'default',
      './tests/support/project-times-reporter.ts',
      './tests/support/failure-summary-reporter.ts',
    ],
    // `npm test` with TEST_NODE runs these projects in lanes of their own (scripts/test.mjs).
    projects: withoutElsewhere([
      node('domain', ['tests/domain/**/*.test.ts']),
      node('machines', ['tests/machines/**/*.test.ts']),
      node('build', ['tests/build/**/*.test.ts']),
      node('server', ['tests/server/**/*.test.ts'], {
        ...serverEnv('pglite'),
        exclude: ['tests/server/postgres/**'],
      }),
      ...(process.env.TEST_DATABASE_URL
        ? [
            node('server-postgres', ['tests/server/**/*.test.ts'], {
              ...serverEnv('postgres'),
              // The data-folder lock guards PGlite only. The others left out test what does not
              // depend on the engine (image conversion, the event loop's guard, the rate limit,
              // the console's files, the OpenAPI document) and run on PGlite in the other lane.
              exclude: [
                'tests/server/lock.test.ts',
                'tests/server/pglite/**',
                ...engineNeutral.map((name) => `tests/server/${name}.test.ts`),
              ],
              fileParallelism: false,
            }),
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'console',
          include: ['tests/console/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/console/support/setup.ts'],
          // The browser tests run beside these (scripts/test.mjs): on 2 busy cores a test that
          // mounts the editor or walks every message can take longer than vitest's 5 s (CI saw
          // the message walk pass 20 s with three lanes running).
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // The first story of a file loads its drawer and the editor's chunk: 6–7 s on an idle
          // machine, past 20 s on CI's 2 cores shared by three lanes (issue 20's CI run).
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
              // Stories assert what is on screen; without motion nothing is caught mid-animation.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      node('e2e', ['tests/e2e/**/*.test.ts'], {
        globalSetup: ['tests/e2e/support/global-setup.ts'],
        // Two servers on a PostgreSQL database of its own: only where there is one to make it on.
        ...(process.env.TEST_DATABASE_URL ? {} : { exclude: ['tests/e2e/two-servers.test.ts'] }),
        fileParallelism: false,
        testTimeout: 60_000,
        hookTimeout: 120_000,
        // What a page shows after a key or a click may take seconds on 2 cores shared with the
        // other lane (CI lost a G U focus check to the 1 s default): a poll still fails when the
        // thing never comes.
        expect: { poll: { timeout: 5_000 } },
      }),
    ]),
  },
})
