import { svg } from 'lit'

export const icon = svg`<circle cx="12" cy="12" r="10" /><path d="M12 8v4M12 16h.01" />`
