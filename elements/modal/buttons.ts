// The four public buttons, registered as w3m-* and appkit-*: what a page needs before any click.
import './w3m-account-button/w3m-account-button.js'
import './w3m-button/w3m-button.js'
import './w3m-connect-button/w3m-connect-button.js'
import './w3m-network-button/w3m-network-button.js'
