import { expect, type FrameLocator } from '@playwright/test'

/** The characters per group the frame shows the recovery key in (frame/page/screens/recovery-screen.ts). */
const GROUP = 6

/**
 * Types back what the frame's confirmation asks of the recovery key ("Group n: its first 2
 * characters"), after "I saved it"; leaves the Confirm click to the caller (the bench times it).
 * Playwright's locator API only, so the bench (playwright-core) shares it.
 */
export async function typeBackRecoveryKey(frame: FrameLocator, recovery: string, timeoutMs = 60_000): Promise<void> {
  await frame.getByTestId('recovery-saved').click()
  const inputs = frame.getByTestId('recovery-confirm-input')
  await inputs.first().waitFor({ timeout: timeoutMs })
  for (const input of await inputs.all()) {
    const label = await input.evaluate(element => element.closest('label')?.textContent ?? '')
    const [, group, count] = /Group (\d+): its first (\d+) characters/.exec(label) ?? []
    if (!group || !count) throw new Error(`the recovery confirmation asks something unexpected: ${label}`)
    const start = (Number(group) - 1) * GROUP
    await input.fill(recovery.slice(start, start + Number(count)))
  }
}

/** A first sign-in's recovery key as a person saves it: read off the screen, "I saved it", the characters asked typed back, Confirm. Returns the key. */
export async function saveRecoveryKey(frame: FrameLocator): Promise<string> {
  await expect(frame.getByTestId('recovery-key')).toBeVisible({ timeout: 60_000 })
  const recovery = (await frame.getByTestId('recovery-key').textContent())!.trim()
  expect(recovery).toMatch(/^[0-9a-f]{66}$/)
  await typeBackRecoveryKey(frame, recovery)
  await expect(frame.getByTestId('recovery-confirm-input')).toHaveCount(2)
  await frame.getByTestId('recovery-confirm').click()
  await expect(frame.getByTestId('recovery-confirm')).toBeHidden()
  return recovery
}
