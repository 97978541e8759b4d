// Every code block in README.md and docs/ is compiled or run here (scripts/doc-snippets.test.ts), so a
// snippet that does not compile fails `npm test`. Needs the build: the blocks import the package by its
// names (`w3m-kit`, `w3m-kit/react`, …), mapped to dist/types the way package.json "exports" names them.
//
// Per language:
// - ```ts / tsx / js / jsx: type-checked against the package's public types, all blocks in one program.
// - ```vue: compiled by vue/compiler-sfc (script and template); the <script setup> is type-checked too.
// - ```svelte: compiled by svelte/compiler; its imports are type-checked (the names must exist).
// - ```html: the tags must be HTML's or the kit's public elements (with their attributes); each
//   <script type="module"> is type-checked as JavaScript (CDN URLs of the kit map to its types).
// - ```sh: each `npm run x` names a script of package.json, `npx x` an installed binary or one of the
//   repository's packages, `node path` a file.
// - ```json: parses.
// - ```css: braces balance, and every `--w3m-*` property and `::part()` it names is one the kit's
//   elements document (custom-elements.json), so a renamed knob or part fails here.
// - A block without a language, or ```text, is prose (a policy, a URL): not checked.
// Info-string markers: `fragment` (a deliberate excerpt: only its syntax is checked), `file=path` (the
// block is that file, so the next block of the same page can import it: `./providers`).
// Every block may use `appKit`, the object `createAppKit` returns, without creating it (PRELUDE).
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { parse as parseVue, compileScript, compileTemplate } from 'vue/compiler-sfc'
import { compile as compileSvelte } from 'svelte/compiler'

const root = fileURLToPath(new URL('..', import.meta.url))
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const VIRTUAL = join(root, '.doc-snippets')

const SCRIPT_LANGUAGES = { ts: 'ts', typescript: 'ts', tsx: 'tsx', js: 'js', javascript: 'js', mjs: 'js', jsx: 'jsx' }
const PROSE = new Set(['', 'text', 'txt'])
/** Frameworks the docs show that this repository does not install (no CI builds them): what a block imports from them is untyped. */
const NOT_INSTALLED = ['@angular/core', '@angular/common']
const PRELUDE = `import type { AppKit } from 'w3m-kit'\ndeclare global {\n  /** What \`createAppKit\` returned: a block may use it without creating it. */\n  const appKit: AppKit\n}\nexport {}\n`

/** README.md and every page under docs/. */
export function docFiles() {
  const pages = []
  const walk = dir => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name))
      else if (entry.name.endsWith('.md')) pages.push(join(dir, entry.name))
    }
  }
  walk('docs')
  return ['README.md', ...pages.sort()]
}

/** The fenced code blocks of a Markdown text: language, markers, the code and the line its code starts on. */
export function codeBlocks(markdown) {
  const blocks = []
  const lines = markdown.split('\n')
  for (let index = 0; index < lines.length; index++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[index])
    if (!open) continue
    const [, indent, fence, language, rest] = open
    const code = []
    let end = index + 1
    while (end < lines.length && !lines[end].trimStart().startsWith(fence)) code.push(lines[end++].slice(indent.length))
    const markers = rest.split(/\s+/).filter(Boolean)
    blocks.push({
      language: language.toLowerCase(),
      fragment: markers.includes('fragment'),
      file: markers.find(marker => marker.startsWith('file='))?.slice('file='.length),
      code: code.join('\n'),
      line: index + 2
    })
    index = end
  }
  return blocks
}

/** `w3m-kit` → dist/types/index.d.ts …, from package.json "exports" (their `types` condition). */
function kitPaths() {
  const paths = {}
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string' || !target.types) continue
    paths[subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`] = [join(root, target.types)]
  }
  // w3m-kit-devnet's entries are its sources (dist/types/devnet/x.d.ts is devnet/x.ts), so no package build is needed.
  const devnet = JSON.parse(readFileSync(join(root, 'devnet/package.json'), 'utf8'))
  for (const [subpath, target] of Object.entries(devnet.exports)) {
    paths[subpath === '.' ? devnet.name : `${devnet.name}/${subpath.slice(2)}`] = [join(root, target.types.replace(/^\.\/dist\/types\//, '').replace(/\.d\.ts$/, '.ts'))]
  }
  return paths
}

/** The names `npx` may run: installed binaries and the bins of this repository's packages. */
function npxNames() {
  const names = new Set(existsSync(join(root, 'node_modules/.bin')) ? readdirSync(join(root, 'node_modules/.bin')) : [])
  for (const manifest of ['package.json', 'server/package.json', 'devnet/package.json']) {
    const { name, bin } = JSON.parse(readFileSync(join(root, manifest), 'utf8'))
    names.add(name)
    for (const command of typeof bin === 'object' ? Object.keys(bin) : []) names.add(command)
  }
  return names
}

/** The kit's public tags and their attributes (custom-elements.json), e.g. `w3m-button` → {size, label, …}. */
function publicTags() {
  const declared = readFileSync(join(root, 'elements/modal/public-tags.ts'), 'utf8')
  const props = declared.slice(declared.indexOf('interface PublicElementProps'), declared.indexOf('declare global'))
  const names = [...props.matchAll(/^\s*'([a-z0-9-]+)':/gm)].map(match => match[1])
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'))
  const attributes = new Map()
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      if (declaration.tagName) attributes.set(declaration.tagName, (declaration.attributes ?? []).map(attribute => attribute.name))
    }
  }
  // `appkit-*` are the same elements under AppKit's names.
  return new Map(names.map(name => [name, new Set(attributes.get(name.replace(/^appkit-/, 'w3m-')) ?? [])]))
}

/** Every custom property and CSS part the kit's elements document (custom-elements.json). */
function styleApi() {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'))
  const properties = new Set()
  const parts = new Set()
  for (const module of manifest.modules) {
    for (const declaration of module.declarations ?? []) {
      for (const property of declaration.cssProperties ?? []) properties.add(property.name)
      for (const part of declaration.cssParts ?? []) parts.add(part.name)
    }
  }
  return { properties, parts }
}

function checkCss(block, doc, api) {
  const problems = []
  const code = block.code.replace(/\/\*[\s\S]*?\*\//g, '')
  let depth = 0
  for (const char of code) {
    if (char === '{') depth++
    else if (char === '}' && --depth < 0) break
  }
  if (depth !== 0) problems.push(`${doc}:${block.line}: the css block's braces do not balance`)
  for (const [name] of code.matchAll(/--w3m-[a-z0-9-]+/g)) {
    if (!api.properties.has(name)) problems.push(`${doc}:${block.line}: ${name} is not a custom property any element documents`)
  }
  for (const [, name] of code.matchAll(/::part\(([a-z0-9-]+)\)/g)) {
    if (!api.parts.has(name)) problems.push(`${doc}:${block.line}: ::part(${name}) is not a part any element documents`)
  }
  return problems
}

const HTML_TAGS = new Set(
  ('a abbr address area article aside audio b base bdi bdo blockquote body br button canvas caption cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 head header hgroup hr html i iframe img input ins kbd label legend li link main map mark menu meta meter nav noscript object ol optgroup option output p picture pre progress q rp rt ruby s samp script search section select slot small source span strong style sub summary sup table tbody td template textarea tfoot th thead time title tr track u ul var video wbr svg path').split(' ')
)
const GLOBAL_ATTRIBUTES = /^(id|class|style|slot|part|hidden|lang|dir|title|tabindex|role|aria-[a-z-]+|data-[a-z0-9-]+|on[a-z]+)$/

/** Maps the kit's CDN URLs (`https://unpkg.com/w3m-kit@0.1.0/dist/cdn/networks.js`) to its package names. */
function cdnToPackage(code) {
  return code.replace(/(['"])https:\/\/[^'"]+\/w3m-kit@[^/'"]+\/dist\/cdn\/([a-z-]+)\.js\1/g, (_, quote, entry) => `${quote}${entry === 'index' ? pkg.name : `${pkg.name}/${entry}`}${quote}`)
}

/** A place for a block's code in the virtual folder, and where its problems are reported. */
class Sources {
  files = new Map() // virtual path → text
  origins = new Map() // virtual path → { doc, line }
  add(doc, name, text, line) {
    const path = join(VIRTUAL, doc, name)
    this.files.set(path, text)
    this.origins.set(path, { doc, line })
    return path
  }
}

/** `declare module '@angular/core' { export function inject<T = any>(...args: any[]): any … }`: each name the blocks import from NOT_INSTALLED, untyped (callable, generic, usable as a value or a decorator). */
function untypedModules(sources) {
  const names = new Map(NOT_INSTALLED.map(name => [name, new Set()]))
  for (const text of sources.files.values()) {
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
      for (const name of match[1].split(',').map(part => part.trim().replace(/^type\s+/, '')).filter(Boolean)) names.get(match[2])?.add(name)
    }
  }
  return [...names].map(([module, imported]) => `declare module '${module}' {\n${[...imported].map(name => `  export function ${name}<T = any>(...args: any[]): any\n`).join('')}}`).join('\n')
}

/** Type-checks every collected script in one program; returns `doc:line: message` problems. */
function typeCheck(sources) {
  const options = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    allowJs: true,
    checkJs: true,
    experimentalDecorators: true,
    skipLibCheck: true,
    noEmit: true,
    types: [],
    // Absolute targets; the base is an empty folder, so a bare `react` or `vue` never meets the root's react.ts or vue.ts.
    baseUrl: VIRTUAL,
    paths: kitPaths()
  }
  const prelude = join(VIRTUAL, 'prelude.d.ts')
  const ambient = join(VIRTUAL, 'not-installed.d.ts')
  const files = new Map(sources.files)
  files.set(prelude, PRELUDE)
  files.set(ambient, untypedModules(sources))
  const host = ts.createCompilerHost(options)
  const { fileExists, readFile, getSourceFile, directoryExists } = host
  host.fileExists = path => files.has(path) || fileExists.call(host, path)
  host.readFile = path => files.get(path) ?? readFile.call(host, path)
  host.directoryExists = path => path.startsWith(VIRTUAL) || (directoryExists ? directoryExists.call(host, path) : true)
  host.getSourceFile = (path, language, ...rest) =>
    files.has(path) ? ts.createSourceFile(path, files.get(path), language, true) : getSourceFile.call(host, path, language, ...rest)
  // The devnet's sources (w3m-kit-devnet) declare an untyped module of their own (devnet/oidc/oidc-provider.d.ts).
  const program = ts.createProgram([...files.keys(), join(root, 'devnet/oidc/oidc-provider.d.ts')], options, host)
  return ts.getPreEmitDiagnostics(program).map(diagnostic => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')
    const origin = diagnostic.file && sources.origins.get(diagnostic.file.fileName)
    if (!origin) return `${diagnostic.file ? relative(root, diagnostic.file.fileName) : '(program)'}: ${message}`
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0)
    return `${origin.doc}:${origin.line + line}: ${message}`
  })
}

/** Only the syntax of a deliberate fragment. */
function syntaxProblems(block, doc, language) {
  const kind = { ts: ts.ScriptKind.TS, tsx: ts.ScriptKind.TSX, js: ts.ScriptKind.JS, jsx: ts.ScriptKind.JSX }[language]
  const file = ts.createSourceFile(`fragment.${language}`, block.code, ts.ScriptTarget.ES2022, true, kind)
  return file.parseDiagnostics.map(diagnostic => `${doc}:${block.line + file.getLineAndCharacterOfPosition(diagnostic.start).line}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`)
}

function checkVue(block, doc, index, sources) {
  const problems = []
  const filename = join(VIRTUAL, doc, block.file ?? `${index}.vue`)
  const { descriptor, errors } = parseVue(block.code, { filename })
  problems.push(...errors.map(error => `${doc}:${block.line + (error.loc?.start.line ?? 1) - 1}: ${error.message}`))
  if (errors.length > 0) return problems
  try {
    compileScript(descriptor, { id: `doc-${index}` })
  } catch (error) {
    problems.push(`${doc}:${block.line}: ${error.message}`)
  }
  if (descriptor.template) {
    const isCustomElement = tag => tag.startsWith('appkit-') || tag.startsWith('w3m-')
    const result = compileTemplate({ source: descriptor.template.content, filename, id: `doc-${index}`, compilerOptions: { isCustomElement } })
    problems.push(...result.errors.map(error => `${doc}:${block.line + descriptor.template.loc.start.line - 1}: ${typeof error === 'string' ? error : error.message}`))
  }
  const script = descriptor.scriptSetup ?? descriptor.script
  if (script) sources.add(doc, `${block.file ?? index}.vue.${script.lang === 'ts' ? 'ts' : 'js'}`, script.content, block.line + script.loc.start.line - 1)
  return problems
}

function checkSvelte(block, doc, index, sources) {
  const filename = block.file ?? `${index}.svelte`
  try {
    compileSvelte(block.code, { filename, generate: 'client' })
  } catch (error) {
    return [`${doc}:${block.line + (error.start?.line ?? 1) - 1}: ${error.message}`]
  }
  // The script's imports must name what the packages export (runes like $props() need Svelte's own checker).
  const script = /<script[^>]*>([\s\S]*?)<\/script>/.exec(block.code)
  if (script) {
    const offset = block.code.slice(0, script.index + script[0].indexOf('>') + 1).split('\n').length - 1
    const source = ts.createSourceFile('script.ts', script[1], ts.ScriptTarget.ES2022, true)
    // The import declarations where they stand, everything else blanked (lines keep their numbers).
    let imports = script[1].replace(/[^\n]/g, ' ')
    for (const statement of source.statements) {
      if (ts.isImportDeclaration(statement)) imports = imports.slice(0, statement.getStart()) + statement.getText() + imports.slice(statement.getEnd())
    }
    sources.add(doc, `${filename}.imports.ts`, imports, block.line + offset)
  }
  return []
}

/** An import map (the CDN recipe): JSON whose `imports` name the package's entries by CDN URL, and whose `integrity` keys are URLs. */
function checkImportMap(text, at) {
  let map
  try {
    map = JSON.parse(text)
  } catch (error) {
    return [`${at}: the import map is not JSON: ${error.message}`]
  }
  const entries = kitPaths()
  const problems = []
  for (const [name, url] of Object.entries(map.imports ?? {})) {
    if (!entries[name]) problems.push(`${at}: the import map names ${name}, which is not an entry of the package`)
    if (cdnToPackage(JSON.stringify(url)) !== JSON.stringify(name)) problems.push(`${at}: ${name} maps to ${url}, not to that entry's file in dist/cdn/`)
  }
  for (const [url, hash] of Object.entries(map.integrity ?? {})) {
    if (!/^https:\/\//.test(url) || !/^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(hash)) problems.push(`${at}: integrity ${url}: ${hash} is not a URL and a sha hash`)
  }
  return problems
}

function checkHtml(block, doc, index, sources, tags) {
  const problems = []
  const markup = block.code.replace(/<!--[\s\S]*?-->/g, comment => comment.replace(/[^\n]/g, ' '))
  for (const match of markup.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const line = block.line + markup.slice(0, match.index + match[0].indexOf('>') + 1).split('\n').length - 1
    if (/type=["']importmap["']/.test(match[1])) problems.push(...checkImportMap(match[2], `${doc}:${line}`))
    else if (!/type=["']module["']/.test(match[1])) problems.push(`${doc}:${line}: a <script> in the docs is a module (type="module")`)
    else sources.add(doc, `${index}.html.${sources.files.size}.js`, cdnToPackage(match[2]), line)
  }
  const outsideScripts = markup.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/g, (_, open, close) => open + close)
  for (const match of outsideScripts.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g)) {
    const tag = match[1].toLowerCase()
    const line = block.line + outsideScripts.slice(0, match.index).split('\n').length - 1
    if (!HTML_TAGS.has(tag) && !tags.has(tag)) {
      problems.push(`${doc}:${line}: <${tag}> is neither an HTML element nor one of the kit's public elements`)
      continue
    }
    if (!tags.has(tag)) continue
    for (const attribute of match[2].matchAll(/\s+([^\s=>/]+)/g)) {
      const name = attribute[1]
      if (!tags.get(tag).has(name) && !GLOBAL_ATTRIBUTES.test(name)) problems.push(`${doc}:${line}: <${tag}> has no attribute ${name}`)
    }
  }
  return problems
}

function checkShell(block, doc) {
  const problems = []
  const npx = npxNames()
  block.code.split('\n').forEach((text, offset) => {
    const command = text.replace(/\s#.*$/, '').replace(/^#.*$/, '')
    const at = `${doc}:${block.line + offset}`
    for (const match of command.matchAll(/\bnpm run ([\w:.-]+)/g)) if (!pkg.scripts[match[1]]) problems.push(`${at}: npm script "${match[1]}" does not exist`)
    for (const match of command.matchAll(/\bnpm (test|t|start)\b/g)) if (!pkg.scripts[match[1] === 't' ? 'test' : match[1]]) problems.push(`${at}: npm script "${match[1]}" does not exist`)
    for (const match of command.matchAll(/\bnpx (?:--no-install )?([\w@/.-]+)/g)) if (!npx.has(match[1])) problems.push(`${at}: npx ${match[1]}: no such binary or package here`)
    for (const match of command.matchAll(/\bnode ([\w/.-]+\.m?[jt]s)\b/g)) if (!existsSync(join(root, match[1]))) problems.push(`${at}: node ${match[1]}: no such file`)
  })
  return problems
}

/**
 * Checks the code blocks of the given pages (paths from the repository's root, or `{ doc, markdown }`
 * for a text that is not a file). Returns the problems, `doc:line: message`, in one list.
 */
export function checkDocs(pages = docFiles()) {
  for (const types of Object.values(kitPaths())) {
    if (!existsSync(types[0])) throw new Error(`${relative(root, types[0])} is missing: build first (node scripts/build.mjs)`)
  }
  const problems = []
  const sources = new Sources()
  const tags = publicTags()
  let api
  for (const page of pages) {
    const { doc, markdown } = typeof page === 'string' ? { doc: page, markdown: readFileSync(join(root, page), 'utf8') } : page
    codeBlocks(markdown).forEach((block, index) => {
      const language = SCRIPT_LANGUAGES[block.language]
      if (language && block.fragment) problems.push(...syntaxProblems(block, doc, language))
      else if (language) {
        sources.add(doc, block.file ?? `${index}.${language}`, block.code, block.line)
        // A side-effect import of the kit's stylesheets must name a file the build writes.
        for (const match of block.code.matchAll(/import '(w3m-kit\/themes\/[^']+)'/g)) {
          if (!existsSync(join(root, 'dist', match[1].slice('w3m-kit/'.length)))) problems.push(`${doc}:${block.line}: ${match[1]} is not in the build`)
        }
      } else if (block.language === 'vue') problems.push(...checkVue(block, doc, index, sources))
      else if (block.language === 'svelte') problems.push(...checkSvelte(block, doc, index, sources))
      else if (block.language === 'html') problems.push(...checkHtml(block, doc, index, sources, tags))
      else if (block.language === 'sh' || block.language === 'bash' || block.language === 'shell') problems.push(...checkShell(block, doc))
      else if (block.language === 'json') {
        try {
          JSON.parse(block.code)
        } catch (error) {
          problems.push(`${doc}:${block.line}: ${error.message}`)
        }
      } else if (block.language === 'css') problems.push(...checkCss(block, doc, (api ??= styleApi())))
      else if (!PROSE.has(block.language)) problems.push(`${doc}:${block.line}: a \`\`\`${block.language} block: no check knows this language (use one the test knows, or text)`)
    })
  }
  return [...problems, ...typeCheck(sources)]
}

/** Files another branch of issue 33 adds (the licence work); remove once merged. */

/** The relative links of the given pages whose file does not exist (`doc: target`). */
export function brokenLinks(pages = docFiles()) {
  const broken = []
  for (const doc of pages) {
    const markdown = readFileSync(join(root, doc), 'utf8').replace(/```[\s\S]*?```/g, '')
    for (const match of markdown.matchAll(/\]\(([^)\s]+)\)|<img src="([^"]+)"/g)) {
      const target = (match[1] ?? match[2]).split('#')[0]
      if (!target || /^[a-z]+:/.test(target)) continue
      if (!existsSync(join(root, dirname(doc), target))) broken.push(`${doc}: ${match[1] ?? match[2]}`)
    }
  }
  return broken
}
