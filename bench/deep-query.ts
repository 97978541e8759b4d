/**
 * The first element matching `selector` in `root` or in any open shadow root below it.
 * Self-contained (no outer references) because the bench serialises it into the page.
 */
export function deepQuery(selector: string, root: ParentNode = document): Element | null {
  const direct = root.querySelector(selector)
  if (direct) return direct
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (!element.shadowRoot) continue
    const found = deepQuery(selector, element.shadowRoot)
    if (found) return found
  }
  return null
}

export type DeepQuery = typeof deepQuery
