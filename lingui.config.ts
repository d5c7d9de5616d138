import { defineConfig } from '@lingui/conf'

/**
 * Two catalogs per language. `public`: the messages of what a first visit shows (the login and
 * registration pages and what frames them), so the login page does not download the console's
 * 700 messages (issue 11). `messages`: every message of the console, the public ones included;
 * it loads with the signed-in shell, or when a public form starts validating
 * (src/console/app/i18n/i18n.ts).
 */
export const publicSources = [
  '<rootDir>/src/console/areas/login',
  '<rootDir>/src/console/areas/register',
  '<rootDir>/src/console/app/shell/PublicLayout.tsx',
  '<rootDir>/src/console/app/shell/LanguageSwitch.tsx',
  '<rootDir>/src/console/app/session',
  '<rootDir>/src/console/app/routing',
  '<rootDir>/src/console/ui/toasts',
]

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'nl'],
  catalogs: [
    { path: '<rootDir>/src/locales/{locale}/public', include: publicSources },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/console', '<rootDir>/machines'],
    },
  ],
  format: 'po',
})
