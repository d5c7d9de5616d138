import type { Decorator } from '@storybook/react-vite'
import { RouterPublicNavigation } from '../../src/console/app/routing/RouterPublicNavigation.tsx'
import { DataMemoryRouter } from '../../stories/support/DataMemoryRouter.tsx'
import { readParameters } from '../parameters.ts'

/** A (data) memory router at `parameters.route` (default `/`); `parameters.router: false` opts out. */
export const withRouter: Decorator = (Story, { parameters }) => {
  const { router, route = '/' } = readParameters(parameters)
  if (router === false) return <Story />
  return (
    <DataMemoryRouter key={route} route={route}>
      {/* The public pages' links and redirects go through it, as in the console's router. */}
      <RouterPublicNavigation>
        <Story />
      </RouterPublicNavigation>
    </DataMemoryRouter>
  )
}
