import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { navigateBrowser, useBrowserLocation } from '../../../src/console/app/routing/browserLocation.ts'
import {
  PublicLink,
  PublicNavigationProvider,
  PublicRedirect,
} from '../../../src/console/app/routing/publicNavigation.tsx'

// The public pages' navigation before the console's router loads (src/console/app/routing/Pages.tsx).
describe('navigation on the public pages', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  const withNavigation = (navigate = vi.fn()) => ({
    navigate,
    wrapper: ({ children }: { children: React.ReactNode }) => (
      <PublicNavigationProvider value={{ search: '', navigate }}>{children}</PublicNavigationProvider>
    ),
  })

  it('follows a link in place on a plain click, and leaves a modified one to the browser', () => {
    const { navigate, wrapper: Wrapper } = withNavigation()
    render(
      <Wrapper>
        <PublicLink to="/register">Register</PublicLink>
      </Wrapper>,
    )
    const link = screen.getByRole('link', { name: 'Register' })
    expect(link.getAttribute('href')).toBe('/register')
    // A new tab (Ctrl), a new window (Shift), the middle button: the browser's, not ours.
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(link, { shiftKey: true })).toBe(true)
    expect(fireEvent.click(link, { button: 1 })).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
    expect(fireEvent.click(link)).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/register')
  })

  it('redirects in place of the current entry', () => {
    const { navigate, wrapper: Wrapper } = withNavigation()
    render(
      <Wrapper>
        <PublicRedirect to="/users" />
      </Wrapper>,
    )
    expect(navigate).toHaveBeenCalledWith('/users', { replace: true })
  })

  it('follows the address: its own moves, replaced entries and the Back button', () => {
    window.history.replaceState(null, '', '/login?next=%2Flabels')
    const { result } = renderHook(() => useBrowserLocation())
    expect(result.current).toEqual({ pathname: '/login', search: '?next=%2Flabels' })
    const entries = window.history.length
    act(() => navigateBrowser('/register'))
    expect(result.current).toEqual({ pathname: '/register', search: '' })
    expect(window.history.length).toBe(entries + 1)
    act(() => navigateBrowser('/users', { replace: true }))
    expect(result.current.pathname).toBe('/users')
    expect(window.history.length).toBe(entries + 1)
    act(() => {
      window.history.replaceState(null, '', '/login')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(result.current).toEqual({ pathname: '/login', search: '' })
  })
})
