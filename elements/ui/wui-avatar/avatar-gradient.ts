/** The same address always gets the same three-hue gradient (case-insensitive, FNV-1a hashed). */
export function avatarGradient(address: string): string {
  let hash = 0x811c9dc5
  for (const char of address.toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  const hues = [hash % 360, (hash >>> 9) % 360, (hash >>> 18) % 360]
  return (
    `radial-gradient(circle at 66% 33%, hsl(${hues[0]} 85% 75%) 0%, ` +
    `hsl(${hues[1]} 75% 58%) 45%, hsl(${hues[2]} 70% 40%) 100%)`
  )
}
