/**
 * behaviour §7 `sync-theme` in the frame: the site's mode wins over the system's, and the kit's public
 * `--w3m-*` knobs (types/public.ts ThemeVariables) feed the kit's tokens (themes/). Each value is checked
 * for what it stands for and set through the CSSOM (`style.setProperty`): no style text, the strict CSP holds.
 */
const isColour = (value: string) => CSS.supports('color', value)
const isLength = (value: string) => /^\d{1,3}(\.\d{1,3})?(px|rem|em)$/.test(value)
const VARIABLES: Record<string, (value: string) => boolean> = {
  '--w3m-accent': isColour,
  '--w3m-color-mix': isColour,
  '--w3m-color-mix-strength': value => /^\d{1,3}(\.\d+)?$/.test(value) && Number(value) <= 100,
  // Family names only: no url(), no other function, nothing that could end the declaration.
  '--w3m-font-family': value => /^[\p{L}\p{N} ,'"_-]{1,200}$/u.test(value),
  '--w3m-font-size-master': isLength,
  '--w3m-border-radius-master': isLength
}

let applied: string[] = []

export function applyTheme(themeMode: 'light' | 'dark' | undefined, variables: Record<string, string | number> = {}): void {
  const root = document.documentElement
  if (themeMode) root.dataset.theme = themeMode
  else delete root.dataset.theme
  for (const name of applied) root.style.removeProperty(name)
  applied = []
  for (const [name, raw] of Object.entries(variables)) {
    const value = String(raw).trim()
    if (!Object.hasOwn(VARIABLES, name) || !VARIABLES[name]!(value)) continue
    root.style.setProperty(name, value)
    applied.push(name)
  }
}
