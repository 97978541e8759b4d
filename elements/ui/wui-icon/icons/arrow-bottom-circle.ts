import { svg } from 'lit'

export const icon = svg`<circle cx="12" cy="12" r="10" /><path d="M12 7v10M8 13l4 4 4-4" />`
