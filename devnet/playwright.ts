import { test as base, expect } from '@playwright/test'
import type { Hex } from 'viem'
import { devnetClient, readDevnetInfo, startDevnet, type DevnetClient, type DevnetServiceName } from './public-api.js'
import { installInjectedWallet, type InjectedWallet, type InjectedWalletOptions } from './wallets.js'

/**
 * `w3m-kit-devnet/playwright`: `test` with a devnet per worker and, per test, a freshly funded
 * account and an injected wallet holding it, so parallel workers never share a sender.
 * Options (`test.use` or the config's `use`): `devnetServices` (default all), `walletOptions`.
 * With `W3M_KIT_DEVNET_INFO` set to a running devnet's info file, workers use that devnet instead.
 */

export interface DevnetWorkerFixtures {
  /** Services each worker's devnet starts (default all); a wagmi dapp needs `['evm', 'relay', 'verify']`. */
  devnetServices: DevnetServiceName[] | undefined
  devnet: DevnetClient
}

export interface DevnetTestFixtures {
  /** A private key no other test uses, with 100 of native coin on every EVM chain. */
  account: Hex
  /** Options passed on to `installInjectedWallet` (e.g. `{ autoApprove: false }`). */
  walletOptions: Partial<InjectedWalletOptions>
  /** The injected wallet in `page`, holding `account`, on the devnet's chains (installed before your `page.goto`). */
  wallet: InjectedWallet
}

export const test = base.extend<DevnetTestFixtures, DevnetWorkerFixtures>({
  devnetServices: [undefined, { scope: 'worker', option: true }],
  devnet: [
    async ({ devnetServices }, use) => {
      const running = process.env.W3M_KIT_DEVNET_INFO
      if (running) return use(devnetClient(await readDevnetInfo(running)))
      const devnet = await startDevnet(devnetServices ? { only: devnetServices } : {})
      try {
        await use(devnet)
      } finally {
        await devnet.stop()
      }
    },
    { scope: 'worker', timeout: 180_000 }
  ],
  account: async ({ devnet }, use) => use(await devnet.newFundedAccount()),
  walletOptions: [{}, { option: true }],
  wallet: async ({ page, devnet, account, walletOptions }, use) => use(await installInjectedWallet(page, { account, chains: devnet.chains, ...walletOptions }))
})

export { expect }
export type { DevnetClient } from './public-api.js'
export type { InjectedWallet } from './wallets.js'
