import { svg } from 'lit'

export const icon = svg`<path d="M19 13.5h1.5a1.5 1.5 0 0 0 0-3H19V7a2 2 0 0 0-2-2h-3.5V3.5a1.5 1.5 0 0 0-3 0V5H7a2 2 0 0 0-2 2v3.5h1.5a1.5 1.5 0 0 1 0 3H5V17a2 2 0 0 0 2 2h3.5v-1.5a1.5 1.5 0 0 1 3 0V19H17a2 2 0 0 0 2-2z" />`
