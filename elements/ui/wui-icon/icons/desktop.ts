import { svg } from 'lit'

export const icon = svg`<rect x="2" y="3" width="20" height="14" rx="2" /><path d="M8 21h8M12 17v4" />`
