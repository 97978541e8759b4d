import { svg } from 'lit'

export const icon = svg`<path d="M21 12a9 9 0 1 1-2.64-6.36L21 8M21 3v5h-5" />`
