/** Only network, inline and in-memory image URLs may load: never javascript:, file: or other schemes. */
export function isSafeImageUrl(src: string | undefined): src is string {
  if (!src) return false
  try {
    const { protocol } = new URL(src, document.baseURI)
    if (protocol === 'data:') return /^data:image\//i.test(src.trim())
    return protocol === 'https:' || protocol === 'http:' || protocol === 'blob:'
  } catch {
    return false
  }
}
