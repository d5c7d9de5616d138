/**
 * A new page of a list opens at its top (issue 18): the page's own list brings the page back to
 * its top; a second list on the page (the deletion requests below the users) its own start, just
 * under the sticky top bar. Lists in a drawer (a user's panels) are left where they are.
 */
export function scrollToList(root: HTMLElement | null, { main }: { main: boolean }) {
  if (!root || root.closest('[role="dialog"]')) return
  if (main) {
    window.scrollTo(0, 0)
    return
  }
  const under = document.querySelector('.shell-head')?.getBoundingClientRect().bottom ?? 0
  const top = root.getBoundingClientRect().top
  if (top < under) window.scrollBy(0, top - under - 16)
}
