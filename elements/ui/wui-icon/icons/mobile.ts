import { svg } from 'lit'

export const icon = svg`<rect x="6" y="2" width="12" height="20" rx="2" /><path d="M12 18h.01" />`
