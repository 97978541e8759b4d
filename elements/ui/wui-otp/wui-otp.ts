import { html, LitElement } from 'lit'
import { property, state } from 'lit/decorators.js'
import { live } from 'lit/directives/live.js'
import { define } from '../../define.js'
import { localized, msg, str } from '../../localize.js'
import { resetStyles } from '../ui.styles.js'
import { otpStyles } from './wui-otp.styles.js'

/** What a pasted or autofilled code may carry besides its digits: spaces and dashes ("123 456", "123-456"). */
const SEPARATORS = /[\s\u2010-\u2015-]/g
const DIGITS = /^[0-9]+$/

/**
 * @summary A one-time code entry: one box per digit, in a labelled group. Typing a digit moves on,
 * Backspace on an empty box goes back and clears it, the arrow keys move, a pasted or autofilled
 * code (spaces and dashes stripped) fills the boxes; anything but digits is ignored. When the last
 * digit lands the whole code is announced once by `w3m-otp-complete`.
 *
 * @fires w3m-otp-change - On every change; `detail` is the code so far (bubbles, composed).
 * @fires w3m-otp-complete - Once each time every box holds a digit; `detail` is the code (bubbles, composed).
 * @attr label - The group's accessible name, e.g. "Login code"; required.
 * @attr length - Number of digits (default 6).
 * @prop value - The digits typed so far; setting it fills the boxes from the first.
 * @attr disabled - Every box is disabled (e.g. while the code is being checked).
 * @attr invalid - The boxes show an error (the message itself lives next to them, role="alert").
 */
@localized()
export class WuiOtp extends LitElement {
  static override styles = [resetStyles, otpStyles]

  @property() label = ''

  @property({ type: Number }) length = 6

  @property({ type: Boolean, reflect: true }) disabled = false

  @property({ type: Boolean, reflect: true }) invalid = false

  @state() private digits: string[] = []

  /** The code already announced as complete: the same code is not submitted twice in a row. */
  private completed: string | undefined

  get value(): string {
    return this.digits.join('')
  }

  set value(code: string) {
    const digits = (code ?? '').replace(/[^0-9]/g, '').slice(0, this.length).split('')
    this.digits = digits
  }

  /** Empties every box and puts focus on the first (after a wrong code). */
  clear(): void {
    this.digits = []
    this.completed = undefined
    this.dispatchEvent(new CustomEvent<string>('w3m-otp-change', { detail: '', bubbles: true, composed: true }))
    void this.updateComplete.then(() => this.boxes()[0]?.focus())
  }

  /** Focuses the first empty box (or the last when all are filled). */
  override focus(options?: FocusOptions): void {
    const boxes = this.boxes()
    const index = Math.min(this.firstEmpty(), this.length - 1)
    boxes[index]?.focus(options)
  }

  protected override render() {
    return html`<div class="boxes" role="group" aria-label=${this.label} dir="ltr">
      ${Array.from({ length: this.length }, (_, index) => {
        const number = index + 1
        const total = this.length
        return html`<input
          type="text"
          inputmode="numeric"
          pattern="[0-9]*"
          autocomplete=${index === 0 ? 'one-time-code' : 'off'}
          aria-label=${msg(str`Digit ${number} of ${total}`)}
          aria-invalid=${this.invalid ? 'true' : 'false'}
          ?disabled=${this.disabled}
          .value=${live(this.digits[index] ?? '')}
          @keydown=${(event: KeyboardEvent) => this.onKeydown(event, index)}
          @input=${(event: InputEvent) => this.onInput(event, index)}
          @paste=${(event: ClipboardEvent) => this.onPaste(event, index)}
          @focus=${(event: FocusEvent) => (event.target as HTMLInputElement).select()}
        />`
      })}
    </div>`
  }

  private boxes(): HTMLInputElement[] {
    return [...this.renderRoot.querySelectorAll('input')]
  }

  private firstEmpty(): number {
    for (let index = 0; index < this.length; index++) if (!this.digits[index]) return index
    return this.length
  }

  private focusBox(index: number): void {
    const clamped = Math.max(0, Math.min(index, this.length - 1))
    void this.updateComplete.then(() => this.boxes()[clamped]?.focus())
  }

  /** Writes `digits` from box `start` on, then moves focus past the last one written. */
  private fill(start: number, digits: string): void {
    const next = [...this.digits]
    for (let index = 0; index < this.length; index++) next[index] ??= ''
    const written = digits.slice(0, this.length - start).split('')
    written.forEach((digit, offset) => (next[start + offset] = digit))
    this.digits = next
    this.focusBox(start + written.length)
    this.changed()
  }

  private setDigit(index: number, digit: string): void {
    const next = [...this.digits]
    for (let i = 0; i < this.length; i++) next[i] ??= ''
    next[index] = digit
    this.digits = next
    this.changed()
  }

  private onKeydown(event: KeyboardEvent, index: number): void {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const box = event.target as HTMLInputElement
    switch (event.key) {
      case 'Backspace':
        event.preventDefault()
        if (this.digits[index]) this.setDigit(index, '')
        else if (index > 0) {
          this.setDigit(index - 1, '')
          this.focusBox(index - 1)
        }
        return
      case 'Delete':
        event.preventDefault()
        this.setDigit(index, '')
        return
      case 'ArrowLeft':
        event.preventDefault()
        this.focusBox(index - 1)
        return
      case 'ArrowRight':
        event.preventDefault()
        this.focusBox(index + 1)
        return
      case 'Home':
        event.preventDefault()
        this.focusBox(0)
        return
      case 'End':
        event.preventDefault()
        this.focusBox(this.length - 1)
        return
    }
    // A printable key: a digit replaces the box's digit and moves on; any other character is dropped.
    if (event.key.length !== 1) return
    event.preventDefault()
    if (!DIGITS.test(event.key)) return
    box.value = event.key
    this.fill(index, event.key)
  }

  /** Virtual keyboards and autofill (`one-time-code`) arrive here rather than as key presses. */
  private onInput(event: InputEvent, index: number): void {
    const box = event.target as HTMLInputElement
    const digits = box.value.replace(SEPARATORS, '').replace(/[^0-9]/g, '')
    if (!digits) {
      box.value = ''
      this.setDigit(index, '')
      return
    }
    // A box that held a digit gets the new one typed beside it: keep the newest.
    const typed = this.digits[index] && digits.length === 2 && digits.startsWith(this.digits[index]!) ? digits.slice(1) : digits
    box.value = typed[0]!
    this.fill(typed.length >= this.length ? 0 : index, typed)
  }

  private onPaste(event: ClipboardEvent, index: number): void {
    event.preventDefault()
    const code = (event.clipboardData?.getData('text') ?? '').replace(SEPARATORS, '')
    if (!DIGITS.test(code)) return
    // A whole code fills every box whichever box had focus.
    this.fill(code.length >= this.length ? 0 : index, code)
  }

  private changed(): void {
    const code = this.value
    this.dispatchEvent(new CustomEvent<string>('w3m-otp-change', { detail: code, bubbles: true, composed: true }))
    const full = this.digits.length >= this.length && this.digits.slice(0, this.length).every(Boolean)
    if (!full) {
      this.completed = undefined
      return
    }
    if (code === this.completed) return
    this.completed = code
    this.dispatchEvent(new CustomEvent<string>('w3m-otp-complete', { detail: code, bubbles: true, composed: true }))
  }
}

define('wui-otp', WuiOtp)

declare global {
  interface HTMLElementTagNameMap {
    'wui-otp': WuiOtp
  }
}
