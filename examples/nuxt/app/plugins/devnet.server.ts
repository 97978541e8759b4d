import { devnetOptions, type ExampleDevnet } from '../../../shared/devnet-options.js'

// Runtime configuration, read on each request: the devnet's public settings go to the browser in the
// page's payload (`useState`), as a real app passes its projectId. W3M_DEVNET is the devnet's info (JSON).
export default defineNuxtPlugin(() => {
  useState('w3m-devnet', () => devnetOptions(JSON.parse(process.env.W3M_DEVNET || '{}') as ExampleDevnet))
})
