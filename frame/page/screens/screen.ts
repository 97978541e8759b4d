import { el } from './dom.js'
import { adoptKitTokens } from './tokens.js'
import type { FrameLocale } from '../locale.js'
import { wordsReady } from './words.js'

/**
 * The frame's one screen at a time (`<main id="screen">`): a heading that takes focus (a screen reader
 * reads it first), a polite live region that announces what is asked, the content, the actions.
 */
export interface Screen {
  root: HTMLElement
  content: HTMLElement
  actions: HTMLElement
}

export function openScreen(title: string, announcement: string, screenClass: string): Screen {
  const root = document.getElementById('screen')!
  const heading = el('h1', { id: 'screen-title', tabindex: '-1' }, title)
  const live = el('p', { class: 'visually-hidden', role: 'status' })
  const content = el('div', { class: 'content' })
  const actions = el('div', { class: 'actions' })
  root.className = screenClass
  root.setAttribute('aria-labelledby', 'screen-title')
  root.replaceChildren(heading, live, content, actions)
  root.hidden = false
  heading.focus()
  // Filled after the region is in the page, so assistive technology hears the change.
  requestAnimationFrame(() => (live.textContent = announcement))
  return { root, content, actions }
}

export function closeScreen(): void {
  const root = document.getElementById('screen')!
  root.replaceChildren()
  root.hidden = true
}

/**
 * Settles once: a trusted click on a button (never a script's synthetic one) or the person's Escape key
 * (the `onEscape` value). The listeners go with the screen.
 */
export function settleOn<T>(choices: Array<[HTMLElement, T]>, onEscape?: T): Promise<T> {
  return new Promise(resolve => {
    const done = (value: T) => {
      document.removeEventListener('keydown', escape)
      closeScreen()
      resolve(value)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.isTrusted && event.key === 'Escape' && onEscape !== undefined) done(onEscape)
    }
    if (onEscape !== undefined) document.addEventListener('keydown', escape)
    for (const [element, value] of choices) element.addEventListener('click', event => event.isTrusted && done(value))
  })
}

/** Before a screen opens: the kit's tokens adopted and the visitor's words loaded; the locale they are in. */
export async function screensReady(): Promise<FrameLocale> {
  adoptKitTokens()
  return wordsReady()
}
