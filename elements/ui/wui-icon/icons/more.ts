import { svg } from 'lit'

export const icon = svg`<path stroke-width="3" d="M5 12h.01M12 12h.01M19 12h.01" />`
