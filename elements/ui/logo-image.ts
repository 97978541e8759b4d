import { html, LitElement } from 'lit'
import { property } from 'lit/decorators.js'
import type { IconName } from './wui-icon/wui-icon.js'
import './wui-image/wui-image.js'

/** What a wallet's and a network's logo share: a named image with a placeholder icon; only shape and size differ. */
export abstract class LogoImage extends LitElement {
  /** The icon shown when there is no usable image. */
  protected abstract readonly placeholderIcon: IconName

  @property() imageSrc = ''

  @property() name = ''

  @property() alt?: string

  @property({ reflect: true }) size: 'xs' | 'sm' | 'md' | 'lg' = 'md'

  protected override render() {
    return html`<wui-image
      exportparts="image"
      .src=${this.imageSrc ?? ''}
      .alt=${this.alt ?? this.name ?? ''}
      fallback-icon=${this.placeholderIcon}
    ></wui-image>`
  }
}
