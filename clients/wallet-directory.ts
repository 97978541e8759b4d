import { buildUrl, httpRequest, type SdkInfo } from './http.js'
import type { DirectoryWallet } from './types.js'

export interface WalletDirectoryClientOptions extends SdkInfo {
  walletDirectoryUrl: string
}

export interface GetWalletsParams {
  /** From 1. */
  page?: number
  /** Page size; behaviour §9 pages of 40, search 100. */
  entries?: number
  include?: readonly string[]
  exclude?: readonly string[]
  /** CAIP-2 ids. */
  chains?: readonly string[]
  search?: string
  badge_type?: 'none' | 'certified'
  signal?: AbortSignal
}

export interface WalletDirectoryClient {
  getWallets(params?: GetWalletsParams): Promise<{ data: DirectoryWallet[]; count: number }>
  /** For `<img src>`: carries the sdk params because an image load cannot add them. */
  walletImageUrl(imageId: string): string
  fetchAllowedOrigins(): Promise<string[]>
  fetchAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }>
}

export function createWalletDirectoryClient(options: WalletDirectoryClientOptions): WalletDirectoryClient {
  const sdk: SdkInfo = { projectId: options.projectId, sdkType: options.sdkType, sdkVersion: options.sdkVersion }
  const baseUrl = options.walletDirectoryUrl

  return {
    getWallets({ signal, ...query } = {}) {
      return httpRequest({ baseUrl, path: '/getWallets', query: { page: 1, entries: 40, ...query }, sdk, ...(signal ? { signal } : {}) })
    },
    walletImageUrl(imageId) {
      return buildUrl(baseUrl, `/getWalletImage/${encodeURIComponent(imageId)}`, {
        projectId: sdk.projectId,
        st: sdk.sdkType,
        sv: sdk.sdkVersion
      }).toString()
    },
    async fetchAllowedOrigins() {
      const { allowedOrigins } = await httpRequest<{ allowedOrigins: string[] }>({ baseUrl, path: '/projects/v1/origins', sdk })
      return allowedOrigins
    },
    fetchAnalyticsConfig() {
      return httpRequest({ baseUrl, path: '/getAnalyticsConfig', sdk })
    }
  }
}
