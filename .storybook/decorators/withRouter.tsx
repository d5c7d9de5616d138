import type { Decorator } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router-dom'
import { readParameters } from '../parameters.ts'

/** A memory router at `parameters.route` (default `/`); `parameters.router: false` opts out. */
export const withRouter: Decorator = (Story, { parameters }) => {
  const { router, route = '/' } = readParameters(parameters)
  if (router === false) return <Story />
  return (
    <MemoryRouter key={route} initialEntries={[route]}>
      <Story />
    </MemoryRouter>
  )
}
