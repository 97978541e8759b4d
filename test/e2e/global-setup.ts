import { startDemo } from '../../demo/serve.js'

/** One devnet and one demo server for the whole run; workers read where they are from the env. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const demo = await startDemo({ infoPath: '.devnet/e2e-info.json' })
  process.env.DEMO_URL = demo.url
  process.env.DEMO_DEVNET = JSON.stringify(demo.devnet)
  return () => demo.stop()
}
