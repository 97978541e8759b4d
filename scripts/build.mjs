// Builds the library (dist/: ESM entries, shared chunks, types, theme CSS); with --demo also the
// demo sites (demo/dist/) that `npm run demo`, the e2e tests and the bench serve.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' })
const npx = (...args) => run('npx', ['--no-install', ...args])

npx('vite', 'build', '--logLevel', 'warn')
npx('tsc', '-p', 'tsconfig.build.json')
run('npx', ['--no-install', 'tsx', '-e', `
  import { themeCssFiles } from './themes/css-files.ts'
  import { mkdirSync, writeFileSync } from 'node:fs'
  mkdirSync('dist/themes', { recursive: true })
  for (const [name, css] of Object.entries(themeCssFiles())) writeFileSync('dist/themes/' + name, css)
`])
if (process.argv.includes('--demo')) {
  npx('vite', 'build', '--config', 'demo/vite.config.ts', '--logLevel', 'warn')
  // The React demo again on React 18 (the peer range says >=18): its own small install, once.
  if (!existsSync(join(root, 'demo/react18/node_modules/react-dom/package.json'))) {
    run('npm', ['ci', '--prefix', 'demo/react18', '--no-audit', '--no-fund'])
  }
  npx('vite', 'build', '--config', 'demo/vite.config.ts', '--mode', 'react18', '--logLevel', 'warn')
  // The secure frame page the devnet's secure site serves (embedded wallet e2e).
  npx('vite', 'build', '--config', 'frame/page/vite.config.ts', '--logLevel', 'warn')
}
