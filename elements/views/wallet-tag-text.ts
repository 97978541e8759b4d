import { msg } from '../localize.js'

/** A wallet row's tag (the directory's and connectors' English keys) in the active language. */
export function tagText(tag: string | undefined): string {
  switch (tag) {
    case 'recent':
      return msg('recent')
    case 'installed':
      return msg('installed')
    case 'certified':
      return msg('certified')
    case 'qr code':
      return msg('qr code')
    default:
      return tag ?? ''
  }
}
