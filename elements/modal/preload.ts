/** Loads the modal's code; buttons call it on hover or focus so a click finds it ready. */
export function preloadModal(): Promise<unknown> {
  return import('./w3m-modal/w3m-modal.js')
}
