import { svg } from 'lit'

export const icon = svg`<path d="m16 3 4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16" />`
