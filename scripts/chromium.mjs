// Finds a Chromium for the browser tests and the bench (never a test tool's own download):
// CHROME_PATH, then the usual system paths; as root on Debian with none found, installs Debian's
// `chromium` with apt-get; otherwise says exactly what to install.
// Usage: node scripts/chromium.mjs [-- command args…] runs the command with CHROME_PATH set.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/** The flags every Chromium launch here uses (headless, no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync'
]

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium']

export function findChromium() {
  if (process.env.CHROME_PATH) {
    if (existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH
    throw new Error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, which does not exist.`)
  }
  return CANDIDATES.find(path => existsSync(path))
}

function installOnDebian() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  if (!isRoot || !existsSync('/etc/debian_version')) return false
  console.log('No Chromium found: installing Debian\'s chromium with apt-get (one time)…')
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' })
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
  return true
}

export function ensureChromium() {
  let path = findChromium()
  if (!path && installOnDebian()) path = findChromium()
  if (!path) {
    console.error(
      'No Chromium found. Install one and/or set CHROME_PATH to its binary:\n' +
        '  Debian/Ubuntu: sudo apt-get install -y chromium\n' +
        '  Fedora:        sudo dnf install -y chromium\n' +
        '  macOS:         brew install --cask chromium   (then CHROME_PATH=/Applications/Chromium.app/Contents/MacOS/Chromium)\n' +
        'Test tools\' own browser downloads (npx playwright install) are not used.'
    )
    process.exit(1)
  }
  return path
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = ensureChromium()
  const separator = process.argv.indexOf('--')
  if (separator === -1) {
    console.log(path)
  } else {
    const [command, ...args] = process.argv.slice(separator + 1)
    const result = spawnSync('npx', ['--no-install', command, ...args], {
      stdio: 'inherit',
      env: { ...process.env, CHROME_PATH: path, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
    })
    process.exit(result.status ?? 1)
  }
}
