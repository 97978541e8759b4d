// `npm run chromatic`: publishes the built gallery (gallery-dist/) to Chromatic when
// CHROMATIC_PROJECT_TOKEN is set; without it, says so and succeeds (local runs and forks have no token).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (nothing was published).')
  process.exit(0)
}
if (!existsSync('gallery-dist/index.json')) {
  const build = spawnSync('npm', ['run', 'build:gallery'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// The token is read from the environment by the CLI itself, never put on the command line.
const { status } = spawnSync('npx', ['--no-install', 'chromatic', '--storybook-build-dir', 'gallery-dist', '--exit-zero-on-changes'], { stdio: 'inherit' })
process.exit(status ?? 1)
