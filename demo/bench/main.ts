import { createAppKit, type AppKit } from '../../index.js'
import { bsc, mainnet } from '../../networks.js'
import { benchOptions } from './options.js'

const appKit = createAppKit(benchOptions([mainnet, bsc]))

// The bench closes the modal through this between timed opens.
;(window as unknown as { appKit: AppKit }).appKit = appKit
