import type { ReactiveController, ReactiveControllerHost } from 'lit'
import { $theme } from '../controllers/locale-theme/theme.js'

/**
 * Applies the theme to a top-level kit element: `data-w3m-theme` (absent = follow the system)
 * and the site's `themeVariables` as custom properties on the host, so the site's CSS is untouched.
 */
export class ThemeController implements ReactiveController {
  private unbind: (() => void) | undefined
  private applied: string[] = []

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this)
  }

  hostConnected(): void {
    this.unbind = $theme.subscribe(({ themeMode, themeVariables }) => {
      if (themeMode) this.host.setAttribute('data-w3m-theme', themeMode)
      else this.host.removeAttribute('data-w3m-theme')
      for (const name of this.applied) this.host.style.removeProperty(name)
      this.applied = []
      for (const [name, value] of Object.entries(themeVariables)) {
        if (value === undefined || !name.startsWith('--w3m-')) continue
        this.host.style.setProperty(name, String(value))
        this.applied.push(name)
      }
    })
  }

  hostDisconnected(): void {
    this.unbind?.()
    this.unbind = undefined
  }
}
