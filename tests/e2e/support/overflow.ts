import type { Page } from 'playwright-core'

/**
 * What sticks out sideways on the screen shown (issue 18: at 1024 px the users list pushed the
 * page 219 px sideways): the page itself, or a drawer past the window or past its own body.
 */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = []
    const root = document.scrollingElement!
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`)
    for (const drawer of document.querySelectorAll<HTMLElement>('.form-drawer')) {
      const box = drawer.getBoundingClientRect()
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        found.push(`drawer at ${box.left}–${box.right}`)
      for (const body of drawer.querySelectorAll<HTMLElement>('.form-drawer-body')) {
        if (body.scrollWidth > body.clientWidth)
          found.push(`drawer body ${body.scrollWidth} > ${body.clientWidth}`)
      }
    }
    return found
  })
