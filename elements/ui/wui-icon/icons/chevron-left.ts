import { svg } from 'lit'

export const icon = svg`<path d="m15 18-6-6 6-6" />`
