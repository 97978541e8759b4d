import { svg } from 'lit'

export const icon = svg`<circle cx="11" cy="11" r="8" /><path d="m21 21-4.3-4.3" />`
