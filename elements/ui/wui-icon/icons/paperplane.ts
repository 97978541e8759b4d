import { svg } from 'lit'

export const icon = svg`<path d="M22 2 11 13M22 2l-7 20-4-9-9-4z" />`
