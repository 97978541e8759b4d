import { expect, type FrameLocator } from '@playwright/test'

/** The characters per group the frame shows the recovery key in (frame/page/screens/recovery-screen.ts). */
const GROUP = 6

/**
 * A first sign-in's recovery key as a person saves it: read off the screen, "I saved it", then the
 * characters the frame asks for ("Group n: its first 2 characters") typed back. Returns the key.
 */
export async function saveRecoveryKey(frame: FrameLocator): Promise<string> {
  await expect(frame.getByTestId('recovery-key')).toBeVisible({ timeout: 60_000 })
  const recovery = (await frame.getByTestId('recovery-key').textContent())!.trim()
  expect(recovery).toMatch(/^[0-9a-f]{66}$/)
  await frame.getByTestId('recovery-saved').click()
  const inputs = frame.getByTestId('recovery-confirm-input')
  await expect(inputs).toHaveCount(2)
  for (const input of await inputs.all()) {
    const label = await input.evaluate(element => element.closest('label')!.textContent!)
    const [, group, count] = /Group (\d+): its first (\d+) characters/.exec(label)!
    const start = (Number(group) - 1) * GROUP
    await input.fill(recovery.slice(start, start + Number(count)))
  }
  await frame.getByTestId('recovery-confirm').click()
  await expect(frame.getByTestId('recovery-confirm')).toBeHidden()
  return recovery
}
