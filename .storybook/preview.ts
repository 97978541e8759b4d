import '@fontsource/inter/400.css'
import '@fontsource/inter/500.css'
import '@fontsource/inter/600.css'
import '@fontsource/inter/700.css'
// Arabic and Japanese glyphs come from pinned fonts too, never from whatever the machine has.
import '@fontsource/noto-sans-arabic/400.css'
import '@fontsource/noto-sans-arabic/500.css'
import '@fontsource/noto-sans-arabic/600.css'
import '@fontsource/noto-sans-arabic/700.css'
import '@fontsource/noto-sans-jp/400.css'
import '@fontsource/noto-sans-jp/500.css'
import '@fontsource/noto-sans-jp/600.css'
import '@fontsource/noto-sans-jp/700.css'
import { setCustomElementsManifest, type Decorator, type Loader, type Preview } from '@storybook/web-components'
import { html } from 'lit'
import { PLAY_FUNCTION_THREW_EXCEPTION, SET_CURRENT_STORY, STORY_ERRORED, STORY_RENDERED, STORY_THREW_EXCEPTION } from 'storybook/internal/core-events'
import { addons } from 'storybook/preview-api'
import type { ThemeMode } from '../types/public.js'
import { $locale, LOCALES } from '../controllers/locale-theme/locale.js'
import { setThemeMode, setThemeVariables } from '../controllers/locale-theme/theme.js'
import { applyLocale } from '../elements/locale.js'
import manifest from '../custom-elements.json'
import { resetControllers } from '../test/reset-controllers.js'
import { answerDirectoryWith, installGalleryDirectory, type DirectoryAnswer } from './directory.js'
import { directoryWallets } from './gallery-fixtures.js'
import './gallery-frame.js'

// Attributes, events, slots, parts and custom properties in the docs come from the one manifest.
setCustomElementsManifest(manifest)
installGalleryDirectory()

/** The visual test waits on these: the story (and its play function) finished, or failed; and switches stories without reloading. */
declare global {
  interface Window {
    __galleryRendered?: string
    __galleryError?: string
    __galleryShow?: (storyId: string) => void
  }
}
const channel = addons.getChannel()
window.__galleryShow = storyId => {
  window.__galleryRendered = undefined
  window.__galleryError = undefined
  channel.emit(SET_CURRENT_STORY, { storyId, viewMode: 'story' })
}
channel.on(STORY_RENDERED, (id: string) => (window.__galleryRendered = id))
for (const event of [STORY_ERRORED, STORY_THREW_EXCEPTION, PLAY_FUNCTION_THREW_EXCEPTION]) {
  channel.on(event, (error: unknown) => (window.__galleryError = JSON.stringify(error)))
}

/** The pinned font: baselines must not depend on the fonts a machine happens to have. */
const FONT = "'Inter', 'Noto Sans Arabic', 'Noto Sans JP', sans-serif"

/** Every story starts from fresh controllers, the chosen theme and the directory it asks for. */
const resetForStory: Loader = async ({ parameters, globals }) => {
  await applyLocale(String(globals.locale ?? 'en'))
  // After the locale's await: nothing the last story's elements start meanwhile outlives the reset.
  resetControllers()
  answerDirectoryWith((parameters.directory as DirectoryAnswer | undefined) ?? { kind: 'wallets', wallets: directoryWallets(12), count: 633 })
  setThemeVariables({ '--w3m-font-family': FONT })
  await document.fonts.ready
  return {}
}

const inThemedFrame: Decorator = (story, { globals, parameters }) => {
  // Here, not in the loader: the toolbar re-renders the story without loading it again.
  setThemeMode(globals.theme === 'dark' ? 'dark' : ('light' satisfies ThemeMode))
  if (globals.locale && globals.locale !== $locale.get()) void applyLocale(String(globals.locale))
  return html`<gallery-frame layout=${parameters.layoutCard ? 'card' : 'plain'}>${story()}</gallery-frame>`
}

export const preview: Preview = {
  tags: ['autodocs'],
  loaders: [resetForStory],
  decorators: [inThemedFrame],
  globalTypes: {
    theme: {
      description: 'Light or dark theme (setThemeMode)',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true }
    },
    locale: {
      description: 'Language (setLocale); ar is right to left',
      toolbar: { title: 'Locale', icon: 'globe', items: [...LOCALES], dynamicTitle: true }
    }
  },
  initialGlobals: { theme: 'light', locale: 'en', viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
    viewport: {
      options: {
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        mobile: { name: 'Mobile 390', styles: { width: '390px', height: '844px' }, type: 'mobile' }
      }
    },
    a11y: { test: 'error' }
  }
}

// Storybook reads the preview as the module's default export.
export default preview
