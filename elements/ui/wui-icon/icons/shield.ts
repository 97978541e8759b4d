import { svg } from 'lit'

export const icon = svg`<path d="M12 3 4 6v6c0 4.6 3.4 7.9 8 9 4.6-1.1 8-4.4 8-9V6z" /><path d="m9 12 2 2 4-4" />`
