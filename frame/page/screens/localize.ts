import type { MsgFn } from '@lit/localize/internal/types.js'
import { runtimeMsg } from '@lit/localize/internal/runtime-msg.js'

/**
 * The frame's `msg()`: lit-localize's own lookup (runtimeMsg: the ids `lit-localize extract` gives, str
 * placeholders reordered) over the frame's catalog (locales/frame), held here rather than in lit-localize's
 * one global runtime: the frame needs no configuration step, and a page that also runs the kit (the
 * gallery) keeps the kit's catalog and the frame's apart. Typed as lit-localize's `msg`, so extraction finds it.
 */
type Templates = Parameters<typeof runtimeMsg>[0]
let templates: Templates

export const msg = ((template, options) => runtimeMsg(templates, template, options)) as MsgFn

/** The visitor's catalog (undefined: English, the source). */
export function useCatalog(next: Templates): void {
  templates = next
}

export { str } from '@lit/localize/internal/str-tag.js'
