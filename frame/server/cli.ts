import { readFile } from 'node:fs/promises'
import { startAuthService, type AuthServiceOptions } from './auth.js'

/** `npx tsx frame/server/cli.ts <config.json>`: runs the auth service with a JSON config (keys of AuthServiceOptions). */
const path = process.argv[2]
if (!path) {
  console.error('Usage: npx tsx frame/server/cli.ts <config.json>')
  process.exit(2)
}
const config = JSON.parse(await readFile(path, 'utf8')) as AuthServiceOptions
if (typeof config.secureOrigin !== 'string' || typeof config.smtpPort !== 'number') {
  console.error('The config needs secureOrigin (string) and smtpPort (number)')
  process.exit(2)
}
const service = await startAuthService(config)
console.log(`auth service on ${service.url}`)
const stop = () => void service.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
