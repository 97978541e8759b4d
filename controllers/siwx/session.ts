import { atom } from 'nanostores'
import type { AppKitSession } from '../../types/public.js'
import { registerReset } from '../resets.js'

/** The active account's sign-in, once checked (`appKit.getSession()`); undefined when signed out or not checked. */
export const $siwxSession = atom<AppKitSession | undefined>(undefined)
registerReset($siwxSession)
