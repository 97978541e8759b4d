// Builds the library (dist/: ESM entries, shared chunks, types, theme CSS, the no-build bundle dist/cdn/); with --demo also the
// demo sites (demo/dist/) that `npm run demo`, the e2e tests and the bench serve, the secure frame
// page, and the w3m-kit-server bundle (server/dist/: the self-hosted e2e starts the built artifact);
// with --examples also the example apps (examples/, scripts/examples.mjs), once, for the e2e.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { NOTICES_FILE, writeNotices } from './third-party-notices.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' })
const npx = (...args) => run('npx', ['--no-install', ...args])
// `--quiet` (npm run demo): errors only. A person starting the demo needs its URLs, not the bundler's
// notes on third-party code; `npm test` and `npm run build` keep the warnings.
const quiet = process.argv.includes('--quiet')
const logLevel = quiet ? 'error' : 'warn'
if (quiet) console.log('Building the kit and the demo sites…')

npx('vite', 'build', '--logLevel', logLevel)
// The no-build bundle (dist/cdn/): the same entries with every dependency inlined, for a script tag.
npx('vite', 'build', '--config', 'vite.cdn.config.ts', '--logLevel', logLevel)
npx('tsc', '-p', 'tsconfig.build.json')
run('npx', ['--no-install', 'tsx', '-e', `
  import { themeCssFiles } from './themes/css-files.ts'
  import { mkdirSync, writeFileSync } from 'node:fs'
  mkdirSync('dist/themes', { recursive: true })
  for (const [name, css] of Object.entries(themeCssFiles())) writeFileSync('dist/themes/' + name, css)
`])
// The package's THIRD_PARTY_NOTICES.md: what the library and CDN builds inline (server/build.mjs writes the server's).
writeNotices(join(root, NOTICES_FILE), 'w3m-kit', [join(root, 'dist'), join(root, 'dist/cdn')])
if (process.argv.includes('--demo')) {
  npx('vite', 'build', '--config', 'demo/vite.config.ts', '--logLevel', logLevel)
  // The bench's React page from the package just built (demo/vite.config.ts says why), into demo/dist/bench/react/.
  npx('vite', 'build', '--config', 'demo/vite.config.ts', '--mode', 'bench-react', '--logLevel', logLevel)
  // The React demo again on React 18 (the peer range says >=18): its own small install, once.
  if (!existsSync(join(root, 'demo/react18/node_modules/react-dom/package.json'))) {
    run('npm', ['ci', '--prefix', 'demo/react18', '--no-audit', '--no-fund', ...(quiet ? ['--silent'] : [])])
  }
  npx('vite', 'build', '--config', 'demo/vite.config.ts', '--mode', 'react18', '--logLevel', logLevel)
  // The secure frame page the devnet's secure site serves (embedded wallet e2e).
  npx('vite', 'build', '--config', 'frame/page/vite.config.ts', '--logLevel', logLevel)
  // The shipped server (esbuild, npm packages external; it copies the frame page just built):
  // test/e2e/self-hosted.spec.ts runs server/dist/cli.js, the file the package ships.
  execFileSync('node', ['server/build.mjs'], { cwd: root, stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] })
}
if (process.argv.includes('--examples')) {
  // The w3m-kit-devnet package (devnet/dist): the licence gate packs it, scripts/devnet-package-check.mjs installs it.
  run('node', ['devnet/build.mjs'])
  run('node', ['scripts/examples.mjs'])
}
