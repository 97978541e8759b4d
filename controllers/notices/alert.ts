import { map } from 'nanostores'
import { registerReset } from '../resets.js'

export type AlertVariant = 'info' | 'success' | 'warning' | 'error'

export interface AlertMessage {
  shortMessage: string
  longMessage: string
}

/** behaviour §8 alerts. */
export const ALERTS = {
  PROJECT_ID_NOT_CONFIGURED: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Project ID Not Configured - update configuration'
  },
  INVALID_APP_CONFIGURATION: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin not on the allowlist, unverified domain or invalid project id - update configuration'
  },
  NETWORK_NOT_FOUND: {
    shortMessage: 'Network Not Found',
    longMessage: 'Network not found - please make sure it is included in the networks option'
  },
  SESSION_EXPIRED: {
    shortMessage: 'Session Expired',
    longMessage: 'Session expired - please check your device time settings and reconnect'
  },
  EMBEDDED_WALLET_LOAD_FAILED: {
    shortMessage: 'Embedded wallet load failed',
    longMessage: 'Embedded wallet failed to load - please try again later'
  },
  EMBEDDED_WALLET_REQUEST_TIMEOUT: {
    shortMessage: 'Embedded wallet request timed out',
    longMessage: 'Embedded wallet request timed out - please try again later'
  }
} satisfies Record<string, AlertMessage>

export const $alert = map({ message: '', variant: 'info' as AlertVariant, open: false })
registerReset($alert)

export function showAlert(alert: AlertMessage, variant: AlertVariant = 'error'): void {
  $alert.set({ message: alert.shortMessage, variant, open: true })
  if (variant === 'error') console.error(alert.longMessage)
}

export function closeAlert(): void {
  $alert.set({ message: '', variant: 'info', open: false })
}
