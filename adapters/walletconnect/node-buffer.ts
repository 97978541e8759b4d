/**
 * The part of Node's `Buffer` that @walletconnect/utils 2.21.8 calls without importing it (base64 of
 * one-click sign-in recaps, transaction ids): browsers have no `Buffer`, so one-click sign-in threw
 * "Buffer is not defined". adapters/walletconnect/provider.ts sets it as the global `Buffer` when the
 * page has none, once WalletConnect loads; a page's own Buffer (a polyfill) is left as it is.
 */
type Encoding = 'base64' | 'hex' | 'utf8' | 'utf-8'

class NodeBytes extends Uint8Array {
  override toString(encoding: Encoding = 'utf8'): string {
    if (encoding === 'hex') return Array.from(this, byte => byte.toString(16).padStart(2, '0')).join('')
    if (encoding === 'base64') return btoa(Array.from(this, byte => String.fromCharCode(byte)).join(''))
    return new TextDecoder().decode(this)
  }
}

function bytesOf(value: string, encoding: Encoding): Uint8Array {
  if (encoding === 'hex') return Uint8Array.from(value.match(/../g) ?? [], pair => Number.parseInt(pair, 16))
  if (encoding === 'base64') return Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), char => char.charCodeAt(0))
  return new TextEncoder().encode(value)
}

export const Buffer = {
  isBuffer(value: unknown): value is NodeBytes {
    return value instanceof NodeBytes
  },
  from(value: string | ArrayLike<number> | ArrayBuffer, encoding: Encoding = 'utf8'): NodeBytes {
    if (typeof value === 'string') return new NodeBytes(bytesOf(value, encoding))
    return new NodeBytes(value instanceof ArrayBuffer ? new Uint8Array(value) : Array.from(value))
  },
  concat(list: ArrayLike<number>[]): NodeBytes {
    return new NodeBytes(list.flatMap(part => Array.from(part)))
  }
}
