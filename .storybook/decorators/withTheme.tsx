import { Theme } from '@radix-ui/themes'
import type { Decorator } from '@storybook/react-vite'

/** The console's Radix theme (same settings as App.tsx). */
export const withTheme: Decorator = (Story) => (
  <Theme accentColor="grass" grayColor="sage" radius="medium" scaling="100%">
    <Story />
  </Theme>
)
