import { baseTokens } from './base.js'
import { darkTokens } from './dark.js'
import { lightTokens } from './light.js'

const HOSTS = ['w3m-button', 'appkit-button', 'w3m-account-button', 'appkit-account-button', 'w3m-connect-button', 'appkit-connect-button', 'w3m-network-button', 'appkit-network-button']
const host = HOSTS.map(tag => `${tag}:not(:defined)`).join(',')

/**
 * `w3m-kit/themes/fallback.css`: the pill look (elements/modal/button.styles.ts: 40 px high, 32 px at
 * `sm`, the same tokens) for the text a server renders inside a public button before its code runs
 * (react-wrappers/server-fallback.ts), so the page does not move when the element takes over. A linked
 * stylesheet, allowed by a strict CSP's `style-src 'self'`; scoped to elements not yet defined.
 */
export const fallbackCss =
  `:where(${host}){${baseTokens}${lightTokens}}\n` +
  `:where(${host})[data-w3m-theme='dark']{${darkTokens}}\n` +
  `@media (prefers-color-scheme: dark){:where(${host}):not([data-w3m-theme]){${darkTokens}}}\n` +
  // An inline block that clips (its baseline is then its bottom edge, as the rendered pill's is): the line
  // around it is as tall as with the element. Its one line of text is centred by its line height.
  `:where(${host})>.w3m-fallback{box-sizing:border-box;display:inline-block;max-width:100%;vertical-align:baseline;line-height:calc(var(--w3m-button-height, 40px) - 2px);` +
  `height:var(--w3m-button-height, 40px);padding:0 var(--wui-sys-spacing-m);border:1px solid var(--wui-sys-color-gray-glass-010);border-radius:var(--wui-sys-border-radius-m);` +
  `background:var(--wui-sys-color-bg-100);color:var(--wui-sys-color-fg-100);font-family:var(--wui-sys-font-family);font-size:var(--wui-sys-font-size-paragraph);` +
  `font-weight:var(--wui-sys-font-weight-medium);white-space:nowrap;overflow:hidden;text-overflow:ellipsis}\n` +
  `:where(${host})>.w3m-fallback[data-size='sm']{height:var(--w3m-button-height, 32px);line-height:calc(var(--w3m-button-height, 32px) - 2px);padding:0 var(--wui-sys-spacing-s);font-size:var(--wui-sys-font-size-small)}\n` +
  `:where(${host})>.w3m-fallback[data-w3m-fallback='connect']{background:var(--wui-sys-color-accent-090);border-color:transparent;color:var(--wui-sys-color-inverse-100)}\n` +
  // The account and network pills lead with a 24 px avatar or logo: a painted placeholder holds its place. A
  // background, not a flex item, so the pill's baseline is its text's, as the rendered pill's is.
  `:where(${host})>.w3m-fallback:is([data-w3m-fallback='account'],[data-w3m-fallback='network']){` +
  `padding-inline-start:calc(var(--wui-sys-spacing-xxs) + 24px + var(--wui-sys-spacing-xs));` +
  `background-image:radial-gradient(circle closest-side,var(--wui-sys-color-gray-glass-010) 96%,transparent);background-size:24px 24px;background-repeat:no-repeat;` +
  `background-position:var(--wui-sys-spacing-xxs) center}\n` +
  `:where(${host})>.w3m-fallback:is([data-w3m-fallback='account'],[data-w3m-fallback='network']):dir(rtl){background-position:right var(--wui-sys-spacing-xxs) center}\n`
