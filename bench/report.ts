/** The budgets (behaviour spec/brief), the figures measured against them, the printed table and results.json. */

export type MetricKey =
  | 'initialBytes'
  | 'prefetchBytes'
  | 'connectOpenBytes'
  | 'crossOriginBeforeOpen'
  | 'firstOpenMs'
  | 'firstOpenPrefetchedMs'
  | 'startupMs'
  | 'settledMs'
  | 'reducedMotionSettledMs'
  | 'enterDroppedFrames'
  | 'reactStartupMs'
  | 'reactFirstOpenMs'
  | 'reactSettledMs'
  | 'reactHeapUsedBytes'
  | 'reactLongestTaskInitMs'
  | 'laterOpenMs'
  | 'heapGrowthBytes'
  | 'longestTaskInitMs'
  | 'longestTaskOpenMs'
  | 'walletConnectFlowBytes'
  | 'walletConnectQrMs'
  | 'walletConnectQrNoVerifyMs'
  | 'allWalletsFirstPageMs'
  | 'allWalletsScrollDroppedPercent'
  | 'apiRequestsBeforeAccount'
  | 'accountViewBytes'
  | 'sendFlowBytes'
  | 'receiveFlowBytes'
  | 'activityTabBytes'
  | 'sendViewMs'
  | 'receiveViewMs'
  | 'activityTabMs'
  | 'swapFlowBytes'
  | 'swapOpenMs'
  | 'onrampFlowBytes'
  | 'onrampOpenMs'
  | 'embeddedWalletFlowBytes'
  | 'embeddedFrameBytes'
  | 'frameFirstScreenBytes'
  | 'frameApprovalBytes'
  | 'embeddedCodeToAccountMs'
  | 'eip155AdapterBytes'
  | 'solanaAdapterBytes'
  | 'bip122AdapterBytes'
  | 'walletConnectFamiliesBytes'
  | 'wagmiBindingBytes'
  | 'svelteBindingBytes'
  | 'vueBindingBytes'
  | 'cdnInitialBytes'
  | 'cdnPrefetchBytes'
  | 'devnetPackedBytes'
  | 'devnetInstalledBytes'
  | 'devnetStartAllMs'
  | 'devnetStartEvmMs'

export interface Budget {
  label: string
  unit: 'bytes' | 'count' | 'ms' | 'percent'
  /** The figure passes when it is at most this. */
  max: number
  /** Budgets stated as "< x" fail at exactly x. */
  strict?: boolean
}

// 1 KB = 1000 bytes and 1 MB = 1 000 000 bytes: the stricter reading of the budgets.
export const BUDGETS: Record<MetricKey, Budget> = {
  initialBytes: { label: 'bytes before the button is visible (gzip)', unit: 'bytes', max: 25_000 },
  prefetchBytes: { label: 'bytes fetched by the idle prefetch after load', unit: 'bytes', max: 40_000 },
  connectOpenBytes: { label: 'bytes added by the first open, prefetch off', unit: 'bytes', max: 70_000 },
  crossOriginBeforeOpen: { label: 'requests to other origins before open', unit: 'count', max: 0 },
  // Issue 38: one frame at 60 Hz; the modal and Connect are prepared in the closed dialog at idle.
  firstOpenPrefetchedMs: { label: 'click → Connect painted, first open, prefetched (median)', unit: 'ms', max: 16 },
  // Issue 38: half the fastest peer's startup in a side-by-side run (309 ms at first; 354 ms, RainbowKit, in `npm run bench:peers`
  // of session 17, whose half is 177: 150 is the stricter); the button alone on its path.
  startupMs: { label: 'navigation → connect button painted (median)', unit: 'ms', max: 150 },
  // Issue 38: ConnectKit's figure in the side-by-side run (224 ms).
  settledMs: { label: 'click → the card rests (enter animation, rows), first open (median)', unit: 'ms', max: 220 },
  reducedMotionSettledMs: { label: 'the same with prefers-reduced-motion: reduce (median)', unit: 'ms', max: 16 },
  enterDroppedFrames: { label: 'frames missed from the click until the card rests (median)', unit: 'count', max: 0 },
  // The side-by-side page's columns (issue 38), on the bench's React page: the same budgets as the minimal page.
  // Its startup: issue 38's own rule, half the fastest peer's on the same React page in the same run, as `npm run
  // bench:peers` measures it: RainbowKit's 354.3 ms median of 15 rounds there (session 17), so 177 (the 150 before was
  // half of a run whose harness paused every request). Re-derive it from bench:peers when a peer's version changes.
  reactStartupMs: { label: 'React page: navigation → connect button painted (median)', unit: 'ms', max: 177 },
  reactFirstOpenMs: { label: 'React page: click → Connect painted, first open (median)', unit: 'ms', max: 16 },
  reactSettledMs: { label: 'React page: click → the card rests (median)', unit: 'ms', max: 220 },
  // A guard, not a given budget: the peers hold 8 to 10 MB on the same page, the kit 3.3 MB (React included).
  reactHeapUsedBytes: { label: 'React page: JS heap used with Connect open (after GC)', unit: 'bytes', max: 5_000_000 },
  reactLongestTaskInitMs: { label: 'React page: longest long task before the click (median)', unit: 'ms', max: 50 },
  firstOpenMs: { label: 'click → Connect painted, first open, prefetch off (median)', unit: 'ms', max: 100 },
  laterOpenMs: { label: 'click → Connect painted, later opens (median)', unit: 'ms', max: 16 },
  heapGrowthBytes: { label: 'heap growth over open/close cycles', unit: 'bytes', max: 1_000_000, strict: true },
  longestTaskInitMs: { label: 'longest long task during init (median)', unit: 'ms', max: 50 },
  longestTaskOpenMs: { label: 'longest long task during first open (median)', unit: 'ms', max: 50 },
  // No DEVELOPERS.md figure: a guard that the SDK stays one lazily loaded flow (about 140 KB gzip today).
  walletConnectFlowBytes: { label: 'bytes added by the WalletConnect flow (gzip)', unit: 'bytes', max: 200_000 },
  walletConnectQrMs: { label: 'click on WalletConnect → QR with wc: URI painted (median)', unit: 'ms', max: 300 },
  walletConnectQrNoVerifyMs: { label: 'the same, verify server unreachable (median)', unit: 'ms', max: 300 },
  allWalletsFirstPageMs: { label: 'click "All wallets" → first page painted (median)', unit: 'ms', max: 100 },
  allWalletsScrollDroppedPercent: { label: 'frames dropped scrolling 1,000 wallets', unit: 'percent', max: 5 },
  apiRequestsBeforeAccount: { label: 'blockchain-API REST requests before the Account view opens', unit: 'count', max: 0 },
  // Guards, not DEVELOPERS.md figures: each wallet-home flow stays a small lazily loaded chunk.
  accountViewBytes: { label: 'bytes added by opening the Account view (gzip)', unit: 'bytes', max: 40_000 },
  sendFlowBytes: { label: 'bytes added by entering Send (gzip, viem included)', unit: 'bytes', max: 80_000 },
  receiveFlowBytes: { label: 'bytes added by entering Receive (gzip)', unit: 'bytes', max: 20_000 },
  activityTabBytes: { label: 'bytes added by the Activity tab (gzip)', unit: 'bytes', max: 20_000 },
  sendViewMs: { label: 'click on Send → Send view painted, first time (pointer rested 150 ms)', unit: 'ms', max: 100 },
  receiveViewMs: { label: 'click on Receive → Receive view painted, first time (pointer rested 150 ms)', unit: 'ms', max: 100 },
  activityTabMs: { label: 'click on Activity → list painted, first time (pointer rested 150 ms)', unit: 'ms', max: 100 },
  // No budget was given for a flow's bytes: a guard that each stays one small lazily loaded flow.
  swapFlowBytes: { label: 'bytes added by entering Swap the first time (gzip, code and API)', unit: 'bytes', max: 60_000 },
  swapOpenMs: { label: 'click on Swap → Swap view painted, first time (pointer rested 150 ms, median)', unit: 'ms', max: 100 },
  onrampFlowBytes: { label: 'bytes added by entering Buy the first time (gzip, code and API)', unit: 'bytes', max: 60_000 },
  onrampOpenMs: { label: 'click on Buy → Buy view painted, first time (pointer rested 150 ms, median)', unit: 'ms', max: 100 },
  // Guards, not given budgets: the embedded wallet's code (kit side, then the frame's page on its own origin) and its sign-in time.
  embeddedWalletFlowBytes: { label: 'bytes the email sign-in loads once its field is used (kit scripts, gzip)', unit: 'bytes', max: 15_000 },
  // 120 → 130 KB with issue 23: the recovery screens with their confirmation, the kit's theme tokens and the frame's own styles (about 5 KB).
  embeddedFrameBytes: { label: 'bytes of the secure frame page during a first sign-in (its own origin, gzip)', unit: 'bytes', max: 130_000 },
  // Issue 23: the frame's first screen stays small; what an approval needs (decoders, simulation) loads with the request.
  frameFirstScreenBytes: { label: "bytes of the secure frame's first screen (HTML, entry script and styles, gzip)", unit: 'bytes', max: 15_000 },
  frameApprovalBytes: { label: 'bytes the first approval request adds in the frame (decoders, simulation, viem; gzip)', unit: 'bytes', max: 120_000 },
  embeddedCodeToAccountMs: { label: 'first email sign-in: code entered → connected (machine time)', unit: 'ms', max: 3_000 },
  // Guards, not given budgets: what each chain family adds when it is configured and needed (build manifest, gzip).
  eip155AdapterBytes: { label: 'bytes the EVM adapter adds (viem included, gzip)', unit: 'bytes', max: 120_000 },
  solanaAdapterBytes: { label: 'bytes the Solana adapter and discovery add (gzip)', unit: 'bytes', max: 40_000 },
  bip122AdapterBytes: { label: 'bytes the Bitcoin adapter and discovery add (gzip)', unit: 'bytes', max: 80_000 },
  walletConnectFamiliesBytes: { label: 'bytes WalletConnect adds to serve Solana and Bitcoin sessions (gzip)', unit: 'bytes', max: 10_000 },
  // Issue 25 asks for the figure, not a budget: reported, with a guard that the binding stays a thin layer (about 2.3 KB today).
  wagmiBindingBytes: { label: 'bytes w3m-kit/wagmi adds to a site that loads w3m-kit (minified, gzip; @wagmi/core and viem not counted)', unit: 'bytes', max: 5_000 },
  // A guard, not a given budget (issue 27): a binding is a thin layer over the kit's stores, loaded only by sites that import it.
  svelteBindingBytes: { label: 'bytes w3m-kit/svelte adds to a site that loads w3m-kit (minified, gzip)', unit: 'bytes', max: 2_000 },
  vueBindingBytes: { label: 'bytes w3m-kit/vue adds to a site that loads w3m-kit (minified, gzip; vue not counted)', unit: 'bytes', max: 3_000 },
  // Issue 27: the no-build bundle (dist/cdn/) keeps the bundled path's budgets, on the CDN example's page.
  cdnInitialBytes: { label: 'CDN page (no bundler): bytes before the button (gzip)', unit: 'bytes', max: 25_000 },
  cdnPrefetchBytes: { label: 'CDN page (no bundler): bytes of the idle prefetch (gzip)', unit: 'bytes', max: 40_000 },
  // Issue 37 (w3m-kit-devnet): the EVM-only start under 3 s; the rest are guards around today's figures (the bundler alto and the WalletConnect SDK weigh most of the install).
  devnetPackedBytes: { label: 'w3m-kit-devnet: packed tarball', unit: 'bytes', max: 1_000_000 },
  devnetInstalledBytes: { label: 'w3m-kit-devnet: installed with --omit=dev (node_modules on disk)', unit: 'bytes', max: 800_000_000 },
  devnetStartAllMs: { label: 'w3m-kit-devnet: startDevnet(), every service', unit: 'ms', max: 30_000 },
  devnetStartEvmMs: { label: "w3m-kit-devnet: startDevnet({ only: ['evm'] }) (median)", unit: 'ms', max: 3_000, strict: true }
}

export interface Figure {
  key: MetricKey
  label: string
  value: number | null
  unit: Budget['unit']
  budget: number
  pass: boolean | null
  /** Why there is no value, when there is none. */
  note?: string
}

export function judge(key: MetricKey, value: number | null, note?: string): Figure {
  const budget = BUDGETS[key]
  const pass = value === null ? null : budget.strict ? value < budget.max : value <= budget.max
  return { key, label: budget.label, value, unit: budget.unit, budget: budget.max, pass, ...(note ? { note } : {}) }
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function format(value: number | null, unit: Budget['unit']): string {
  if (value === null) return 'n/a'
  if (unit === 'bytes') return value >= 100_000 ? `${(value / 1_000_000).toFixed(2)} MB` : `${(value / 1000).toFixed(1)} KB`
  if (unit === 'ms') return `${value.toFixed(1)} ms`
  if (unit === 'percent') return `${value.toFixed(1)} %`
  return String(value)
}

function formatBudget(figure: Figure): string {
  const sign = BUDGETS[figure.key].strict ? '<' : '≤'
  return `${sign} ${format(figure.budget, figure.unit)}`
}

export function table(figures: Figure[]): string {
  const rows = figures.map(figure => [
    figure.label,
    format(figure.value, figure.unit),
    formatBudget(figure),
    figure.pass === null ? 'N/A' : figure.pass ? 'PASS' : 'MISS'
  ])
  const header = ['metric', 'value', 'budget', 'result']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map(row => row[column]!.length)))
  const line = (cells: string[]): string => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')
  const notes = figures.filter(figure => figure.note).map(figure => `  ${figure.label}: ${figure.note}`)
  return [line(header), widths.map(width => '-'.repeat(width)).join('  '), ...rows.map(line), ...(notes.length ? ['', 'notes:', ...notes] : [])].join('\n')
}
