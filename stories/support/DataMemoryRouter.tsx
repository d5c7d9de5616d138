import { createContext, type ReactNode, useContext, useMemo } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

const Children = createContext<ReactNode>(null)
const Rendered = () => <>{useContext(Children)}</>

/**
 * A memory router of the data kind the console runs on (createBrowserRouter), so stories and tests
 * render what needs one (a drawer's leave guard, `useBlocker`); every path renders `children`.
 */
export function DataMemoryRouter({ route, children }: { route: string; children: ReactNode }) {
  const router = useMemo(
    () => createMemoryRouter([{ path: '*', element: <Rendered /> }], { initialEntries: [route] }),
    [route],
  )
  return (
    <Children.Provider value={children}>
      <RouterProvider router={router} />
    </Children.Provider>
  )
}
