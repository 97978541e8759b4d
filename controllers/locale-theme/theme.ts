import { map } from 'nanostores'
import type { ThemeMode, ThemeVariables } from '../../types/public.js'
import { registerReset } from '../resets.js'

/** `themeMode` undefined follows the system's colour scheme. */
export const $theme = map<{ themeMode: ThemeMode | undefined; themeVariables: ThemeVariables }>({
  themeMode: undefined,
  themeVariables: {}
})
registerReset($theme)

export function setThemeMode(mode: ThemeMode | undefined): void {
  if (mode !== undefined && mode !== 'light' && mode !== 'dark') throw new Error(`Unknown theme mode: ${String(mode)}`)
  $theme.setKey('themeMode', mode)
}

export function setThemeVariables(variables: ThemeVariables): void {
  $theme.setKey('themeVariables', { ...$theme.get().themeVariables, ...variables })
}

/** The mode actually shown: the set mode, else the system's. */
export function resolvedThemeMode(): ThemeMode {
  const mode = $theme.get().themeMode
  if (mode) return mode
  return typeof matchMedia !== 'undefined' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}
