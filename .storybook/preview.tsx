import '@radix-ui/themes/styles.css'
import '../src/console/app/global.css'
import type { Preview } from '@storybook/react-vite'
import { configure } from 'storybook/test'
import { withI18n } from './decorators/withI18n.tsx'
import { withQueryClient } from './decorators/withQueryClient.tsx'
import { withRouter } from './decorators/withRouter.tsx'
import { withTheme } from './decorators/withTheme.tsx'
import type { CanopyParameters } from './parameters.ts'

// What a story waits for (a lazy drawer, the editor's chunk) can take seconds when the story tests
// share 2 cores with the browser tests and the server suite (CI lost a findByRole to the 1 s
// default): a wait still fails when the thing never comes.
configure({ asyncUtilTimeout: 5_000 })

const preview: Preview = {
  // The last decorator is the outermost: QueryClient → I18n (LanguageProvider) → Theme → Router → story.
  decorators: [withRouter, withTheme, withI18n, withQueryClient],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', right: 'EN', title: 'English' },
          { value: 'nl', right: 'NL', title: 'Nederlands' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    queryData: [[['status'], { version: '0.1.0' }]],
    // axe violations fail the story tests.
    a11y: { test: 'error' },
  } satisfies CanopyParameters & Record<string, unknown>,
}

export default preview
