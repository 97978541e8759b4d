import { sendMouse } from '@web/test-runner-commands'

/**
 * The secure frame's screens under web-test-runner (frame/page/screens/*.test.ts): the page's `#screen` region,
 * found by test id, and trusted clicks (a screen acts only on a trusted click; a script's .click() is ignored).
 */

export const screen = (): HTMLElement => document.getElementById('screen')!

/** The first element of the screen with this test id (null at run time when there is none). */
export const byTestId = <T extends HTMLElement = HTMLElement>(id: string): T => screen().querySelector<T>(`[data-testid="${id}"]`)!

/** Every element of the screen with this test id. */
export const allByTestId = <T extends HTMLElement = HTMLElement>(id: string): T[] => [...screen().querySelectorAll<T>(`[data-testid="${id}"]`)]

/** A short wait for the screen to take an answer in. */
export const tick = (): Promise<void> => new Promise(done => setTimeout(done, 50))

/** A trusted click at the element's centre, then a tick. */
export async function click(element: HTMLElement | null): Promise<void> {
  if (!element) throw new Error('click: no such element on the screen')
  const box = element.getBoundingClientRect()
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] })
  await tick()
}

/** Before each test: an empty, hidden `#screen`, as the frame's page has. */
export function freshScreen(): void {
  document.getElementById('screen')?.remove()
  document.body.append(Object.assign(document.createElement('main'), { id: 'screen', hidden: true }))
}
