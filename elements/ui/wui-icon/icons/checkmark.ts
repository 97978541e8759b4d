import { svg } from 'lit'

export const icon = svg`<path d="M20 6 9 17l-5-5" />`
