import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { createRouter } from './router.tsx'

/**
 * The console's router (every route of docs/product.md §2, the leave guards' `useBlocker`): a chunk of its
 * own, which the login page does not download (Pages.tsx). It starts at the current address.
 */
export default function RouterApp() {
  const [router] = useState(createRouter)
  return <RouterProvider router={router} />
}
