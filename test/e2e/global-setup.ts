import { resolve } from 'node:path'
import { startDevnet } from 'w3m-kit-devnet'
import { serveDemo } from '../../demo/serve.js'

/**
 * One devnet (the w3m-kit-devnet package's `startDevnet`) and one demo server for the whole run;
 * workers read where they are from the env, and the package's Playwright fixtures reuse this devnet
 * (`W3M_KIT_DEVNET_INFO`) instead of starting their own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const devnet = await startDevnet({ infoPath: resolve('.devnet/e2e-info.json') })
  try {
    const demo = await serveDemo(devnet.info)
    process.env.DEMO_URL = demo.url
    process.env.DEMO_DEVNET = JSON.stringify(devnet.info)
    process.env.W3M_KIT_DEVNET_INFO = devnet.infoPath
    return async () => {
      await demo.stop()
      await devnet.stop()
    }
  } catch (error) {
    await devnet.stop()
    throw error
  }
}
