import { noChange, type AttributePart } from 'lit'
import { Directive, directive, PartType, type PartInfo } from 'lit/directive.js'

/** CSS property names as CSS writes them (`height`, `-webkit-line-clamp`, `--_size`); `undefined` removes one. */
export type StyleProperties = Record<string, string | undefined>

/**
 * Inline style that a strict CSP lets through: each property is set with
 * `element.style.setProperty` (the CSSOM), from the first render on. Lit's `styleMap` writes its
 * first render as a `style="…"` attribute, which `style-src` without 'unsafe-inline' refuses
 * (docs/csp.md). Bound as `style=${styleProperties({ height: '64px' })}`; no attribute is ever
 * rendered as text, so a server render leaves the style to the first client update.
 */
class StylePropertiesDirective extends Directive {
  private readonly applied = new Set<string>()

  constructor(part: PartInfo) {
    super(part)
    if (part.type !== PartType.ATTRIBUTE || part.name !== 'style' || (part.strings?.length ?? 0) > 2) {
      throw new Error('styleProperties() is the whole value of a style attribute')
    }
  }

  render(_properties: StyleProperties): typeof noChange {
    return noChange
  }

  override update(part: AttributePart, [properties]: [StyleProperties]): typeof noChange {
    const { style } = part.element as HTMLElement
    for (const name of this.applied) {
      if (properties[name] !== undefined) continue
      style.removeProperty(name)
      this.applied.delete(name)
    }
    for (const [name, value] of Object.entries(properties)) {
      if (value === undefined) continue
      style.setProperty(name, value)
      this.applied.add(name)
    }
    return noChange
  }
}

export const styleProperties = directive(StylePropertiesDirective)
