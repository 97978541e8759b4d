/**
 * The frame's DOM vocabulary. Request data is untrusted: it only ever becomes a text node, inside a
 * bidi isolate (`<bdi>`, or FSI…PDI inside a sentence) so a right-to-left override in a name cannot
 * reorder the address or amount beside it, and its bidi controls are shown, never obeyed.
 */

type Attributes = Record<string, string | undefined>

/** An element with attributes (`testid` → data-testid) and children (strings become text nodes). */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: Array<Node | string | undefined>): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue
    if (name === 'testid') element.dataset.testid = value
    else if (name === 'class') element.className = value
    else element.setAttribute(name, value)
  }
  for (const child of children) if (child !== undefined) element.append(child)
  return element
}

// Embeddings, overrides and isolates: the characters that can turn a run around (marks only nudge neutrals).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g

/** Bidi control characters made visible (`⟦U+202E⟧`): an outside value never turns text around. */
export function revealControls(value: string): string {
  return value.replace(BIDI_CONTROLS, char => `⟦U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}⟧`)
}

/** How much of an outside value a sentence quotes (the whole value is shown in its own row). */
const SENTENCE_VALUE_MAX = 120

/** An outside value for a sentence: cut to a quotable length, controls shown, wrapped in FSI…PDI so it stays one isolated run. */
export function isolate(value: string): string {
  const quoted = value.length > SENTENCE_VALUE_MAX ? `${value.slice(0, SENTENCE_VALUE_MAX)}…` : value
  return `\u2068${revealControls(quoted)}\u2069`
}

/** An outside value as its own isolated run; `ltr` for addresses, hex and numbers, `auto` for words. */
export function untrusted(value: string, dir: 'auto' | 'ltr' = 'auto', className?: string): HTMLElement {
  return el('bdi', { dir, class: className }, revealControls(value))
}

/** A label/value row of a description list. */
export function row(label: string, value: Node | string, testid?: string): HTMLDivElement {
  return el('div', { class: 'row', testid }, el('dt', {}, label), el('dd', {}, value))
}

export function button(label: string, testid: string, variant: 'primary' | 'secondary' = 'secondary'): HTMLButtonElement {
  return el('button', { type: 'button', testid, class: variant }, label)
}

/** A scrollable box of long text (a message, hex): focusable so a keyboard can scroll it. */
export function scrollBox(value: string, label: string, dir: 'auto' | 'ltr', testid?: string): HTMLElement {
  return el('div', { class: 'scroll-box', tabindex: '0', role: 'region', 'aria-label': label, testid }, el('bdi', { dir, class: 'block' }, revealControls(value)))
}
