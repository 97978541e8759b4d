import assert from 'node:assert/strict'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { gunzipSync } from 'node:zlib'
import { globalScript, globalScriptSource, serveStatic, type StaticServer } from './static-server.js'

interface RawResponse {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw request: fetch would normalise `..` away and decode gzip, hiding what the server did. */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, res => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('serveStatic', () => {
  let dir: string
  let server: StaticServer
  const page = '<!doctype html><html><head><title>t</title></head><body>hi</body></html>'
  const script = `export const answer = 42;\n${'console.log("padding so gzip has something to do");\n'.repeat(50)}`

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'static-server-'))
    const root = join(dir, 'dist')
    await mkdir(join(root, 'bench'), { recursive: true })
    await writeFile(join(dir, 'secret.txt'), 'top secret')
    await writeFile(join(root, 'index.html'), page)
    await writeFile(join(root, 'bench', 'index.html'), '<html><HEAD></HEAD><body>bench</body></html>')
    await writeFile(join(root, 'app.js'), script)
    await writeFile(join(root, 'chunk.mjs'), script)
    await writeFile(join(root, 'style.css'), 'body { color: red }')
    await writeFile(join(root, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    await writeFile(join(root, 'image.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    await writeFile(join(root, 'data.json'), '{"a":1}')
    await writeFile(join(root, 'module.wasm'), Buffer.from([0, 0x61, 0x73, 0x6d]))
    await symlink(join(dir, 'secret.txt'), join(root, 'link.txt'))
    server = await serveStatic({
      root,
      inject: globalScript('__DEVNET__', { projectId: 'w3m-devnet', note: '</script><b>' }),
      routes: { '/api/ping': (_req, res) => void res.end('pong') }
    })
  })

  after(async () => {
    await server?.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('serves index.html for the root and for directories, with the snippet injected before </head>', async () => {
    const home = await raw(server.url, '/')
    assert.equal(home.status, 200)
    assert.equal(home.headers['content-type'], 'text/html; charset=utf-8')
    const html = home.body.toString()
    assert.match(html, /<title>t<\/title><script>window\["__DEVNET__"\] = \{.*\};<\/script><\/head>/)
    assert.ok(!html.includes('</script><b>'), 'a value must not close the script early')

    const bench = await raw(server.url, '/bench/')
    assert.equal(bench.status, 200)
    assert.match(bench.body.toString(), /<HEAD><script>.*<\/script><\/HEAD>/)

    const redirect = await raw(server.url, '/bench?x=1')
    assert.equal(redirect.status, 301)
    assert.equal(redirect.headers.location, '/bench/?x=1')
  })

  it('adds the given headers to every file (a CSP mode serves its script as a file)', async () => {
    const strict = await serveStatic({
      root: join(dir, 'dist'),
      inject: '<script src="/devnet-info.js"></script>',
      headers: { 'content-security-policy': "default-src 'self'" },
      routes: { '/devnet-info.js': (_req, res) => void res.end(globalScriptSource('__DEVNET__', { note: '</script>' })) }
    })
    try {
      for (const path of ['/', '/app.js']) assert.equal((await raw(strict.url, path)).headers['content-security-policy'], "default-src 'self'", path)
      assert.match((await raw(strict.url, '/')).body.toString(), /<title>t<\/title><script src="\/devnet-info.js"><\/script><\/head>/)
      assert.equal((await raw(strict.url, '/devnet-info.js')).body.toString(), 'window["__DEVNET__"] = {"note":"\\u003c/script>"};')
    } finally {
      await strict.stop()
    }
  })

  it('sends each type with its MIME type and no-cache', async () => {
    const expected: Record<string, string> = {
      '/app.js': 'text/javascript; charset=utf-8',
      '/chunk.mjs': 'text/javascript; charset=utf-8',
      '/style.css': 'text/css; charset=utf-8',
      '/icon.svg': 'image/svg+xml',
      '/image.png': 'image/png',
      '/data.json': 'application/json; charset=utf-8',
      '/module.wasm': 'application/wasm'
    }
    for (const [path, type] of Object.entries(expected)) {
      const response = await raw(server.url, path)
      assert.equal(response.status, 200, path)
      assert.equal(response.headers['content-type'], type, path)
      assert.equal(response.headers['cache-control'], 'no-cache', path)
    }
  })

  it('gzips when the client accepts it, and only then', async () => {
    const zipped = await raw(server.url, '/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    assert.equal(zipped.headers['content-encoding'], 'gzip')
    assert.ok(zipped.body.length < Buffer.byteLength(script) / 5)
    assert.equal(Number(zipped.headers['content-length']), zipped.body.length)
    assert.equal(gunzipSync(zipped.body).toString(), script)

    const plain = await raw(server.url, '/app.js')
    assert.equal(plain.headers['content-encoding'], undefined)
    assert.equal(plain.body.toString(), script)

    const png = await raw(server.url, '/image.png', { 'accept-encoding': 'gzip' })
    assert.equal(png.headers['content-encoding'], undefined)

    const html = await raw(server.url, '/', { 'accept-encoding': 'gzip' })
    assert.match(gunzipSync(html.body).toString(), /__DEVNET__/)
  })

  it('answers 404 for missing files and never serves outside the root', async () => {
    assert.equal((await raw(server.url, '/missing.js')).status, 404)
    for (const path of ['/../secret.txt', '/bench/../../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/link.txt']) {
      const response = await raw(server.url, path)
      assert.equal(response.status, 404, path)
      assert.ok(!response.body.toString().includes('top secret'), path)
    }
    assert.equal((await raw(server.url, '/%E0%A4%A')).status, 400)
    assert.equal((await raw(server.url, '/app.js', {}, 'POST')).status, 405)
  })

  it('answers configured routes before files', async () => {
    const response = await raw(server.url, '/api/ping')
    assert.equal(response.body.toString(), 'pong')
  })
})
