import { svg } from 'lit'

export const icon = svg`<rect x="3" y="6" width="18" height="14" rx="3" /><path d="M3 10h18M16 15h1M7 6l9-3 1 3" />`
