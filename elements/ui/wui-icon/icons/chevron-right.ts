import { svg } from 'lit'

export const icon = svg`<path d="m9 18 6-6-6-6" />`
