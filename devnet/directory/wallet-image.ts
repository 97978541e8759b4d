import { escapeHtml } from '../../server/src/http/html.js'
import type { Wallet } from './wallets.js'

/** Up to two initials from the wallet's letters, so each icon reads as that wallet. */
function initialsOf(name: string): string {
  const words = name.replace(/<[^>]*>/g, ' ').match(/\p{L}[\p{L}\p{N}]*/gu) ?? ['?']
  const letters = words.length > 1 ? words[0]![0]! + words[1]![0]! : words[0]!.slice(0, 2)
  return letters.toUpperCase()
}

/** A 96×96 SVG icon: a colour derived from the image id plus the wallet's initials. */
export function walletImageSvg(wallet: Wallet): string {
  const hue = parseInt(wallet.image_id.slice(0, 6), 16) % 360
  const initials = escapeHtml(initialsOf(wallet.name))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue} 65% 45%)"/>` +
    `<text x="48" y="60" font-family="system-ui, sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle">${initials}</text>` +
    `</svg>`
  )
}
