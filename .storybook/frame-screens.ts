/// <reference types="vite/client" />
import type { StoryObj } from '@storybook/web-components'
import frameCss from '../frame/page/style.css?inline'
import { setFrameLocale } from '../frame/page/locale.js'

/**
 * The secure frame's screens in the gallery: the frame's own stylesheet and modules, drawn into a
 * `<main id="screen">` as in frame/page/index.html. The stylesheet and the page language are the
 * frame's page-wide ones, so they are put on for the story and taken off after it (the visual test
 * switches stories in place). The kit's tokens come from the story's gallery-frame, as the frame's
 * own root gets them from screens/tokens.ts.
 */
export function frameStory({ globals }: { globals: Record<string, unknown> }): () => void {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(frameCss)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
  const root = document.documentElement
  const before = { lang: root.getAttribute('lang'), dir: root.getAttribute('dir') }
  setFrameLocale(String(globals.locale ?? 'en'))
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter(adopted => adopted !== sheet)
    setFrameLocale('en')
    for (const [name, value] of Object.entries(before)) {
      if (value === null) root.removeAttribute(name)
      else root.setAttribute(name, value)
    }
  }
}

/** Waits until the frame's screen shows (its words load first). */
export async function untilScreenShown(canvasElement: HTMLElement): Promise<void> {
  for (let waited = 0; waited < 5000; waited += 20) {
    const screen = canvasElement.querySelector<HTMLElement>('#screen')
    if (screen && !screen.hidden) return
    await new Promise(done => setTimeout(done, 20))
  }
  throw new Error('the frame screen did not show')
}

/** A story that draws a frame screen and waits until it shows (a draw that rejects later, on a screen's Cancel, is left unheard). */
export const screenStory = (draw: () => Promise<unknown>): StoryObj => ({
  play: async ({ canvasElement }) => {
    void draw().catch(() => undefined)
    await untilScreenShown(canvasElement)
  }
})
