import { showToast } from '../controllers/notices/toast.js'
import { msg } from './localize.js'

/** Copies `text` to the clipboard and says how it went in a toast (`copied` on success). */
export async function copyText(text: string, copied: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    showToast(copied, 'success')
  } catch {
    showToast(msg('Failed to copy'), 'error')
  }
}
