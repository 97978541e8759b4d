// `npm run test:visual`: renders every gallery story (light and dark; views also at 390 px), compares
// a screenshot of the story root with its committed baseline and runs axe on it. `-- --update`
// rewrites the baselines. Builds the gallery first unless gallery-dist is newer than every source.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import pixelmatch from 'pixelmatch'
import { chromium, type Browser, type Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { serveStatic } from '../../demo/static-server.js'
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs'

const ROOT = new URL('../../', import.meta.url).pathname
const DIST = join(ROOT, 'gallery-dist')
const BASELINES = join(ROOT, 'test/visual/baselines')
const RESULTS = join(ROOT, 'test-results/visual')

/**
 * Per-pixel colour distance 0.1 (pixelmatch's YIQ scale) and at most 0.1% of pixels: the font,
 * scale factor and animations are pinned, so what is left is anti-aliasing noise between Chromium
 * builds; a real change (a colour, a moved row, a missing icon) moves far more than 0.1%.
 */
export const PIXEL_THRESHOLD = 0.1
export const MAX_DIFF_RATIO = 0.001
/** The instant every story is shown at (Date.now and new Date() in the page; timers still run). */
const GALLERY_NOW = new Date('2026-07-01T12:00:00Z')

const update = process.argv.includes('--update')
/** `--only=a,b`: stories whose id contains any of the substrings. */
const only = process.argv.find(arg => arg.startsWith('--only='))?.slice('--only='.length).split(',').filter(Boolean)

interface IndexEntry {
  id: string
  type: 'story' | 'docs'
  title: string
  name: string
  tags: string[]
}

interface Shot {
  entry: IndexEntry
  theme: 'light' | 'dark'
  width: 'desktop' | 'mobile'
}

const VIEWPORTS = { desktop: { width: 1024, height: 768 }, mobile: { width: 390, height: 844 } } as const

async function newestSource(dir: string): Promise<number> {
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs
  let newest = 0
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.git')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, await newestSource(path))
    else newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

/** Rebuilds the gallery when any source it is built from is newer than the last build. */
async function ensureBuild(): Promise<void> {
  const built = existsSync(join(DIST, 'index.json')) ? statSync(join(DIST, 'index.json')).mtimeMs : 0
  const sources = ['.storybook', 'elements', 'controllers', 'themes', 'app-kit', 'clients', 'adapters', 'test/fixtures', 'test/reset-controllers.ts', 'test/until.ts', 'locales', 'frame/page', 'networks.ts', 'custom-elements.json', 'package.json']
  const newest = Math.max(...(await Promise.all(sources.map(source => newestSource(join(ROOT, source))))))
  if (built > newest) return console.log('gallery-dist is newer than its sources: reusing it')
  const started = Date.now()
  const { status } = spawnSync('npx', ['--no-install', 'storybook', 'build', '-c', '.storybook', '-o', 'gallery-dist', '--quiet'], { cwd: ROOT, stdio: 'inherit' })
  if (status !== 0) throw new Error('The gallery build failed')
  console.log(`gallery built in ${Math.round((Date.now() - started) / 1000)} s`)
}

function shotsOf(entries: IndexEntry[]): Shot[] {
  return entries.flatMap(entry => {
    const widths: Shot['width'][] = entry.tags.includes('mobile') ? ['desktop', 'mobile'] : ['desktop']
    return widths.flatMap(width => (['light', 'dark'] as const).map(theme => ({ entry, theme, width })))
  })
}

const nameOf = ({ entry, theme, width }: Shot) => `${entry.id}--${theme}${width === 'mobile' ? '--mobile' : ''}`

/** A string, not a function: tsx would add helpers the page does not have. */
const SETTLE = `(async () => {
  await document.fonts.ready
  for (let round = 0; round < 3; round++) {
    const images = []
    const frames = []
    const walk = root => {
      for (const element of root.querySelectorAll('*')) {
        if (element instanceof HTMLImageElement) images.push(element)
        if (element instanceof HTMLIFrameElement) frames.push(element)
        if (element.shadowRoot) walk(element.shadowRoot)
      }
    }
    walk(document)
    await Promise.all(images.map(image => (image.complete ? undefined : image.decode().catch(() => undefined))))
    // A same-origin frame (a story's srcdoc) is shot once its document has loaded and its fonts are in:
    // on a busy machine it paints later than the story around it.
    await Promise.all(frames.map(async frame => {
      for (let waited = 0; waited < 10000; waited += 20) {
        const inner = frame.contentDocument
        if (!inner) return
        if (inner.readyState === 'complete' && inner.URL !== 'about:blank') return inner.fonts.ready
        await new Promise(done => setTimeout(done, 20))
      }
    }))
    await new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))
  }
})()`

const AXE_RUN = `(async () => {
  // The gallery's a11y addon runs the same global axe after each render; axe refuses a second
  // concurrent run ("Axe is already running"), so wait for the addon's to finish first.
  // The addon may also start between the wait and the run: then wait again.
  let result
  for (let attempt = 0; !result; attempt++) {
    for (let waited = 0; window.axe._running && waited < 10000; waited += 50) await new Promise(done => setTimeout(done, 50))
    try {
      // The story root, not Storybook's own chrome around it.
      result = await window.axe.run('#storybook-root', { resultTypes: ['violations'] })
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('already running')) throw error
    }
  }
  const { violations } = result
  return violations.map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(node => ({ target: node.target })) }))
})()`

/** The first story of a theme loads the page; later ones switch in place (a reload costs seconds on 2 cores). */
async function render(page: Page, url: string, shot: Shot, first: boolean): Promise<void> {
  if (first) await page.goto(`${url}/iframe.html?id=${encodeURIComponent(shot.entry.id)}&viewMode=story&globals=theme:${shot.theme}`)
  else await page.evaluate(`window.__galleryShow(${JSON.stringify(shot.entry.id)})`)
  await page.waitForFunction(`window.__galleryRendered === ${JSON.stringify(shot.entry.id)} || window.__galleryError !== undefined`, undefined, { timeout: 15_000 })
  const error = await page.evaluate<string | undefined>('window.__galleryError')
  if (error) throw new Error(`the story failed to render: ${error}`)
  // Fonts, images (also in shadow roots) and lazy view code settle before the shot.
  await page.evaluate(SETTLE)
}

interface AxeViolation {
  id: string
  help: string
  nodes: Array<{ target: unknown[] }>
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate<boolean>('Boolean(window.axe)'))) await page.addScriptTag({ path: join(ROOT, 'node_modules/axe-core/axe.min.js') })
  return page.evaluate<AxeViolation[]>(AXE_RUN)
}

function compare(name: string, actual: Buffer): string | undefined {
  const baselinePath = join(BASELINES, `${name}.png`)
  if (update) {
    writeFileSync(baselinePath, actual)
    return undefined
  }
  if (!existsSync(baselinePath)) return `no baseline ${relative(ROOT, baselinePath)} (run npm run test:visual -- --update)`
  const expected = PNG.sync.read(readFileSync(baselinePath))
  const got = PNG.sync.read(actual)
  let problem: string | undefined
  let diff: PNG | undefined
  if (expected.width !== got.width || expected.height !== got.height) {
    problem = `size ${got.width}x${got.height}, baseline ${expected.width}x${expected.height}`
  } else {
    diff = new PNG({ width: got.width, height: got.height })
    const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: PIXEL_THRESHOLD })
    const ratio = differing / (got.width * got.height)
    if (ratio > MAX_DIFF_RATIO) problem = `${differing} pixels differ (${(ratio * 100).toFixed(2)}% > ${MAX_DIFF_RATIO * 100}%)`
  }
  if (!problem) return undefined
  mkdirSync(RESULTS, { recursive: true })
  writeFileSync(join(RESULTS, `${name}.actual.png`), actual)
  if (diff) writeFileSync(join(RESULTS, `${name}.diff.png`), PNG.sync.write(diff))
  return `${problem}; see ${relative(ROOT, RESULTS)}/${name}.actual.png`
}

async function run(): Promise<number> {
  const started = Date.now()
  await ensureBuild()
  const index = JSON.parse(readFileSync(join(DIST, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> }
  const stories = Object.values(index.entries).filter(entry => entry.type === 'story' && (!only || only.some(part => entry.id.includes(part))))
  const shots = shotsOf(stories)
  rmSync(RESULTS, { recursive: true, force: true })
  mkdirSync(BASELINES, { recursive: true })

  const server = await serveStatic({ root: DIST })
  const origin = new URL(server.url).origin
  const browser: Browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS })
  const failures: string[] = []
  /** One page working through its share of the shots, each theme loaded once, later stories switched in place. */
  async function worker(width: Shot['width'], share: Shot[]): Promise<void> {
    const context = await browser.newContext({
      viewport: VIEWPORTS[width],
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      // Dates in stories (session expiries, activity) read the same on every machine.
      timezoneId: 'UTC',
      // A phone has a coarse pointer: the kit's isMobile() asks for it.
      hasTouch: width === 'mobile'
    })
    const page = await context.newPage()
    // One clock for every run: relative times ("6 yr. ago") and expiries would otherwise drift with the day the shots are taken.
    await page.clock.setFixedTime(GALLERY_NOW)
    const leaks: string[] = []
    page.on('request', request => {
      const url = request.url()
      if (!url.startsWith(`${origin}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) leaks.push(url)
    })
    let loadedTheme: Shot['theme'] | undefined
    for (const shot of share) {
      const name = nameOf(shot)
      try {
        leaks.length = 0
        await render(page, server.url, shot, loadedTheme !== shot.theme)
        loadedTheme = shot.theme
        const options = { animations: 'disabled', caret: 'hide', scale: 'css' } as const
        // A dialog sits in the top layer, outside the story root's box: those stories shoot the viewport.
        const screenshot = shot.entry.tags.includes('page-shot') ? await page.screenshot(options) : await page.locator('#storybook-root').screenshot(options)
        const mismatch = compare(name, screenshot)
        if (mismatch) failures.push(`${name}: ${mismatch}`)
        // axe once per story and theme: the mobile width shows the same markup.
        const violations = width === 'desktop' ? await axeViolations(page) : []
        for (const violation of violations) {
          failures.push(`${name}: axe ${violation.id} (${violation.help}) at ${violation.nodes.map(node => JSON.stringify(node.target)).join(', ')}`)
        }
        if (leaks.length) failures.push(`${name}: requests left the gallery: ${[...new Set(leaks)].join(', ')}`)
      } catch (error) {
        // Start the next story from a fresh page.
        loadedTheme = undefined
        failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`)
      }
    }
    await context.close()
  }
  try {
    // A few pages at once: most of a shot is waiting (renders, images, timers), not computing.
    const workers: Array<Promise<void>> = []
    for (const width of ['desktop', 'mobile'] as const) {
      for (const theme of ['light', 'dark'] as const) {
        const share = shots.filter(shot => shot.width === width && shot.theme === theme)
        const half = Math.ceil(share.length / 2)
        for (const part of width === 'desktop' ? [share.slice(0, half), share.slice(half)] : [share]) workers.push(worker(width, part))
      }
    }
    await Promise.all(workers)
  } finally {
    await browser.close()
    await server.stop()
  }
  // A full update also drops the baselines of stories (or widths) that no longer exist.
  if (update && !only) {
    const current = new Set(shots.map(shot => `${nameOf(shot)}.png`))
    for (const file of await readdir(BASELINES)) if (file.endsWith('.png') && !current.has(file)) rmSync(join(BASELINES, file))
  }
  const seconds = Math.round((Date.now() - started) / 1000)
  console.log(`${stories.length} stories, ${shots.length} screenshots${update ? ' written as baselines' : ''}, ${seconds} s`)
  for (const failure of failures.sort()) console.error(`FAIL ${failure}`)
  return failures.length === 0 ? 0 : 1
}

process.exit(await run())
