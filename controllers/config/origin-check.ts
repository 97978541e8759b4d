import { isDefaultAllowedOrigin, isOriginAllowed } from '../../clients/origins.js'
import { ALERTS, showAlert } from '../notices/alert.js'
import { $options } from './options.js'
import { directoryClient } from './services.js'
import { registerReset } from '../resets.js'

let originChecked = false

/**
 * behaviour §4/§5: with email or socials on, the page origin must be on the project's allowlist, else
 * the Invalid App Configuration alert. As in AppKit (reown-com/appkit packages/appkit/src/client/
 * appkit-base-client.ts checkAllowedOrigins, WcHelpersUtil.isOriginAllowed): the default origins
 * (local development, preview hosts, the secure-mobile wallet hosts) are always allowed, so they
 * never see the alert and need no request; an empty allowlist allows every origin. Run at the
 * first open, not at start: no request before it; its code loads then too (app-kit.ts), not with the page.
 */
export async function checkAllowedOrigins(origin: string): Promise<void> {
  const options = $options.get()
  const socials = options?.features.socials
  if (originChecked || !options || (!options.features.email && !(socials && socials.length > 0))) return
  originChecked = true
  if (isDefaultAllowedOrigin(origin)) return
  try {
    const allowed = await (await directoryClient()).fetchAllowedOrigins()
    if (allowed.length > 0 && !isOriginAllowed(origin, allowed)) showAlert(ALERTS.INVALID_APP_CONFIGURATION)
  } catch (error) {
    // The project refused (401 or 403): behaviour §8 words an invalid project id as this alert too; other failures leave the page usable.
    const status = (error as { status?: number }).status
    if (status === 401 || status === 403) showAlert(ALERTS.INVALID_APP_CONFIGURATION)
  }
}

registerReset(() => (originChecked = false))
