import { type ReactNode, useLayoutEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { themeAttributes } from '../../app/ThemeRoot.tsx'
import './layers.ts'

/**
 * The attributes of a themed element outside the page: Radix Themes' variables (colours, radius,
 * fonts) without the root's background, height and stacking context.
 */
const layerAttributes = {
  ...themeAttributes,
  'data-is-root-theme': 'false',
  'data-has-background': 'false',
} as const

/**
 * Renders `children` at the end of <body>, in the console's theme. The page is one stacking
 * context (Radix's root theme element), so anything inside it, whatever its z-index, stays under
 * a drawer; what is here takes its place in the console's layers (layers.css) instead.
 */
export function BodyLayer({ children }: { children: ReactNode }) {
  return createPortal(
    <div className="radix-themes" {...layerAttributes}>
      {children}
    </div>,
    document.body,
  )
}

/**
 * A themed element at the end of <body> while `active`, for a portal's `container` (null until
 * it exists). It is made each time `active` turns on, so it comes after any drawer already open:
 * a modal drawer hides from assistive technology every element of <body> there when it opens,
 * and an element made before it would stay hidden with what it holds.
 */
export function useBodyLayer(active: boolean): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (!active) return
    const element = document.createElement('div')
    element.className = 'radix-themes'
    for (const [name, value] of Object.entries(layerAttributes)) element.setAttribute(name, value)
    document.body.append(element)
    setHost(element)
    return () => {
      element.remove()
      setHost(null)
    }
  }, [active])
  return host
}
