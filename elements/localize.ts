// The one place elements take lit-localize from. Only these small parts load with the page: until a
// site picks another language, `msg()` returns the English source text (no runtime, no catalog).
export { localized, msg, str } from '@lit/localize'
