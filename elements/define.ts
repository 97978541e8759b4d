/** Registers a custom element once; a second copy of the kit on the page must not throw. */
export function define(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return
  customElements.define(tag, element)
}
