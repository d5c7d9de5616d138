import '@radix-ui/themes/styles.css'
import '../src/console/app/global.css'
import type { Preview } from '@storybook/react-vite'
import { withI18n } from './decorators/withI18n.tsx'
import { withQueryClient } from './decorators/withQueryClient.tsx'
import { withRouter } from './decorators/withRouter.tsx'
import { withTheme } from './decorators/withTheme.tsx'
import type { CanopyParameters } from './parameters.ts'

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
