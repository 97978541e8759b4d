import { svg } from 'lit'

export const icon = svg`<rect x="2" y="3" width="20" height="18" rx="2" /><path d="M2 9h20M6 6h.01M9 6h.01" />`
