import { css } from 'lit'

// Variants are `{size}-{weight}`: the prefix picks the type scale step, the suffix the weight.
export const textStyles = css`
  :host {
    display: inline-flex;
    min-width: 0;
    max-width: 100%;
    color: var(--wui-sys-color-fg-100);
    font-size: var(--wui-sys-font-size-paragraph);
    line-height: var(--wui-sys-line-height-paragraph);
    letter-spacing: var(--wui-sys-letter-spacing-paragraph);
    font-weight: var(--wui-sys-font-weight-regular);
  }
  [part='text'] {
    display: block;
    min-width: 0;
    max-width: 100%;
    overflow-wrap: anywhere;
    unicode-bidi: isolate;
  }
  :host([line-clamp]) [part='text'] {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  /* left and right mean the line's start and end: they swap in right-to-left languages. */
  :host([align='left']) {
    justify-content: flex-start;
    text-align: start;
  }
  :host([align='center']) {
    justify-content: center;
    text-align: center;
  }
  :host([align='right']) {
    justify-content: flex-end;
    text-align: end;
  }
  :host([variant^='micro-']) {
    font-size: var(--wui-sys-font-size-micro);
    line-height: var(--wui-sys-line-height-micro);
    letter-spacing: var(--wui-sys-letter-spacing-micro);
  }
  :host([variant^='tiny-']) {
    font-size: var(--wui-sys-font-size-tiny);
    line-height: var(--wui-sys-line-height-tiny);
    letter-spacing: var(--wui-sys-letter-spacing-tiny);
  }
  :host([variant^='small-']) {
    font-size: var(--wui-sys-font-size-small);
    line-height: var(--wui-sys-line-height-small);
    letter-spacing: var(--wui-sys-letter-spacing-small);
  }
  :host([variant^='medium-']) {
    font-size: var(--wui-sys-font-size-medium);
    line-height: var(--wui-sys-line-height-medium);
    letter-spacing: var(--wui-sys-letter-spacing-medium);
  }
  :host([variant^='large-']) {
    font-size: var(--wui-sys-font-size-large);
    line-height: var(--wui-sys-line-height-large);
    letter-spacing: var(--wui-sys-letter-spacing-large);
  }
  :host([variant^='title-6-']) {
    font-size: var(--wui-sys-font-size-title-6);
    line-height: var(--wui-sys-line-height-title-6);
    letter-spacing: var(--wui-sys-letter-spacing-title-6);
  }
  :host([variant^='medium-title-']) {
    font-size: var(--wui-sys-font-size-medium-title);
    line-height: var(--wui-sys-line-height-medium-title);
    letter-spacing: var(--wui-sys-letter-spacing-medium-title);
  }
  :host([variant^='2xl-']) {
    font-size: var(--wui-sys-font-size-2xl);
    line-height: var(--wui-sys-line-height-2xl);
    letter-spacing: var(--wui-sys-letter-spacing-2xl);
  }
  :host([variant$='-400']) {
    font-weight: var(--wui-sys-font-weight-light);
  }
  :host([variant$='-600']) {
    font-weight: var(--wui-sys-font-weight-medium);
  }
  :host([variant$='-700']) {
    font-weight: var(--wui-sys-font-weight-bold);
  }
`
