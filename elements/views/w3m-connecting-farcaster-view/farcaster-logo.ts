/** Farcaster's arch on its purple tile, drawn here (no remote image): the QR code's centre. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" rx="22" fill="#855DCD"/>' +
  '<path fill="#fff" d="M26 22h48v8h5l-3 9h-2v31a3 3 0 0 1 3 3v3a2 2 0 0 1 2 2v2H61v-2a2 2 0 0 1 2-2v-3a3 3 0 0 1 3-3V52a16 16 0 0 0-32 0v18a3 3 0 0 1 3 3v3a2 2 0 0 1 2 2v2H21v-2a2 2 0 0 1 2-2v-3a3 3 0 0 1 3-3V39h-2l-3-9h5z"/></svg>'

export const FARCASTER_LOGO = `data:image/svg+xml,${encodeURIComponent(SVG)}`
