import { createAppKit } from 'w3m-kit'
import { installDemoWallet } from '../shared/demo-wallet.js'
import { demoOptions } from '../shared/devnet.js'

installDemoWallet()
const appKit = createAppKit(demoOptions())
Object.assign(window, { appKit })

const text = (id: string, value: string) => {
  const element = document.getElementById(id)
  if (element) element.textContent = value
}
const render = () => {
  const account = appKit.getAccount()
  text('status', account.status)
  text('address', account.address ?? '—')
  text('network', appKit.getNetwork().caipNetwork?.name ?? '—')
}
appKit.subscribeAccount(render)
appKit.subscribeNetwork(render)
render()
