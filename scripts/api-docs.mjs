#!/usr/bin/env node
// Writes docs/api.md from the code: createAppKit's options (types/public.ts, with their JSDoc and
// @defaultValue), the tracked events (controllers/telemetry/events.ts and where they are sent), every element's
// attributes, events, CSS parts and custom properties (custom-elements.json), w3m-kit/wagmi's exports (wagmi/*.ts,
// their JSDoc) and every test id (data-testid= under elements/, and testid in the secure frame's screens under frame/page/screens/).
// Usage: node scripts/api-docs.mjs [--check]   (--check: exit 1 when docs/api.md is stale)
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const root = fileURLToPath(new URL('..', import.meta.url))
const OUT = join(root, 'docs/api.md')

const cell = text => String(text ?? '').replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim()
const code = text => (text ? `\`${cell(text).replace(/`/g, "'")}\`` : '')
/** A default that is a value reads as code; one described in words reads as text. */
const defaultCell = text => (/^(['"[\d-]|true$|false$)/.test(text) ? code(text) : cell(text).replace(/`/g, "'"))

function sourceFile(path) {
  return ts.createSourceFile(path, readFileSync(join(root, path), 'utf8'), ts.ScriptTarget.Latest, true)
}

function walk(dir, keep, found = []) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, keep, found)
    else if (keep(path)) found.push(path)
  }
  return found.sort()
}

/** The JSDoc of a member: its text and its @defaultValue (or @default). */
function docOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc)
  const text = docs.map(doc => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ')
  const tag = ts.getJSDocTags(node).find(item => ['defaultValue', 'default'].includes(item.tagName.text))
  return { text: cell(text), defaultValue: tag ? cell(ts.getTextOfJSDocComment(tag.comment)) : '' }
}

function interfaceMembers(file, name) {
  let found
  file.forEachChild(node => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) found = node
  })
  if (!found) throw new Error(`interface ${name} not found in ${file.fileName}`)
  return found.members.filter(ts.isPropertySignature).map(member => ({
    name: member.name.getText(file),
    type: member.type ? member.type.getText(file) : '',
    required: !member.questionToken,
    ...docOf(member)
  }))
}

/** Properties and methods of an interface, each with its type or signature and its JSDoc (required). */
function apiMembers(file, name) {
  let found
  file.forEachChild(node => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === name) found = node
  })
  if (!found) throw new Error(`interface ${name} not found in ${file.fileName}`)
  return found.members.map(member => {
    const { text } = docOf(member)
    const memberName = member.name.getText(file)
    if (!text) throw new Error(`${name}.${memberName} has no JSDoc: describe it in ${file.fileName}`)
    const type = ts.isMethodSignature(member)
      ? `(${member.parameters.map(parameter => parameter.getText(file)).join(', ')}) => ${member.type?.getText(file) ?? 'void'}`
      : (member.type?.getText(file) ?? '')
    return `| \`${memberName}\`${member.questionToken ? ' (optional)' : ''} | ${code(type)} | ${text} |`
  })
}

function memberTable(file, name, heading) {
  return [`| ${heading} | type | what it is |`, '| --- | --- | --- |', ...apiMembers(file, name)].join('\n')
}

function optionTable(members) {
  const rows = members.map(member => {
    if (!member.text) throw new Error(`option ${member.name} has no JSDoc: describe it in types/public.ts`)
    return `| \`${member.name}\`${member.required ? ' (required)' : ''} | ${code(member.type)} | ${member.defaultValue ? defaultCell(member.defaultValue) : member.required ? '' : 'unset'} | ${member.text} |`
  })
  return ['| option | type | default | what it does |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

function trackedEvents() {
  const file = sourceFile('controllers/telemetry/events.ts')
  let names = []
  file.forEachChild(node => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text === 'TrackedEventName' && ts.isUnionTypeNode(node.type)) {
      names = node.type.types.map(type => type.literal.text)
    }
  })
  if (!names.length) throw new Error('TrackedEventName not found in controllers/telemetry/events.ts')
  // Where each is sent and with which properties: every trackEvent('NAME', { … }) call in the kit's code.
  const sent = new Map(names.map(name => [name, { where: new Set(), properties: new Set() }]))
  const files = ['app-kit', 'controllers', 'elements', 'adapters'].flatMap(dir => walk(dir, path => path.endsWith('.ts') && !path.endsWith('.test.ts')))
  for (const path of files) {
    const source = sourceFile(path)
    const visit = node => {
      if (ts.isCallExpression(node) && node.expression.getText(source) === 'trackEvent' && ts.isStringLiteral(node.arguments[0])) {
        const entry = sent.get(node.arguments[0].text)
        if (!entry) throw new Error(`${path}: trackEvent('${node.arguments[0].text}') is not a TrackedEventName`)
        entry.where.add(path)
        const properties = node.arguments[1]
        if (properties && ts.isObjectLiteralExpression(properties)) {
          for (const property of properties.properties) if (property.name) entry.properties.add(property.name.getText(source))
        }
      }
      node.forEachChild(visit)
    }
    visit(source)
  }
  const rows = names.map(name => {
    const { where, properties } = sent.get(name)
    const props = [...properties].sort().map(code).join(', ')
    return `| \`${name}\` | ${props || (where.size ? 'none' : '')} | ${where.size ? [...where].map(code).join(', ') : 'not sent yet'} |`
  })
  return ['| event | properties | sent from |', '| --- | --- | --- |', ...rows].join('\n')
}

function elements() {
  const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'))
  const declared = manifest.modules
    .flatMap(module => (module.declarations ?? []).map(declaration => ({ ...declaration, path: module.path })))
    .filter(declaration => declaration.customElement && declaration.tagName)
    .sort((a, b) => a.tagName.localeCompare(b.tagName, 'en'))
  return declared
    .map(element => {
      const lines = [`### \`<${element.tagName}>\``, '', cell(element.summary || element.description) || '(no summary)', '', `Source: \`${element.path}\``]
      const attributes = element.attributes ?? []
      if (attributes.length) {
        lines.push('', '| attribute | type | default | description |', '| --- | --- | --- | --- |')
        for (const attribute of attributes) lines.push(`| \`${attribute.name}\` | ${code(attribute.type?.text)} | ${code(attribute.default)} | ${cell(attribute.description)} |`)
      }
      const events = element.events ?? []
      if (events.length) {
        lines.push('', '| event | type | description |', '| --- | --- | --- |')
        for (const event of events) lines.push(`| \`${event.name}\` | ${code(event.type?.text)} | ${cell(event.description)} |`)
      }
      const parts = element.cssParts ?? []
      if (parts.length) {
        lines.push('', '| CSS part | description |', '| --- | --- |')
        for (const part of parts) lines.push(`| \`${part.name}\` | ${cell(part.description)} |`)
      }
      const properties = element.cssProperties ?? []
      if (properties.length) {
        lines.push('', '| custom property | default | description |', '| --- | --- | --- |')
        for (const property of properties) lines.push(`| \`${property.name}\` | ${code(property.default)} | ${cell(property.description)} |`)
      }
      return lines.join('\n')
    })
    .join('\n\n')
}

/** `wallet-selector-${row.id}` → `wallet-selector-{id}`. */
function templateId(template) {
  return template.replace(/\$\{([^}]*)\}/g, (_, expression) => `{${expression.split('.').pop().trim()}}`)
}

export function testIdsIn(text) {
  const ids = []
  const pattern = /(?:data-testid|inputTestId)=(?:"([^"$]+)"|\$\{`([^`]+)`\})/g
  for (const match of text.matchAll(pattern)) ids.push(match[1] ?? templateId(match[2]))
  return ids
}

/** The JSDoc of an exported function or const of a file. */
function exportDoc(file, name) {
  let found
  file.forEachChild(node => {
    if (ts.isFunctionDeclaration(node) && node.name?.text === name) found = node
    if (ts.isVariableStatement(node) && node.declarationList.declarations.some(declaration => declaration.name.getText(file) === name)) found = node
    if (ts.isTypeAliasDeclaration(node) && node.name.text === name) found = node
  })
  const { text } = found ? docOf(found) : { text: '' }
  if (!text) throw new Error(`${name} has no JSDoc in ${file.fileName}`)
  return text
}

function wagmiExports() {
  const connector = sourceFile('wagmi/connector.ts')
  const parameters = sourceFile('wagmi/parameters.ts')
  const shapes = sourceFile('wagmi/wagmi-shapes.ts')
  return [
    '| export | what it is |',
    '| --- | --- |',
    `| \`wagmiParameters(appKit)\` | ${exportDoc(parameters, 'wagmiParameters')} |`,
    `| \`w3mConnector(appKit)\` | ${exportDoc(connector, 'w3mConnector')} |`,
    `| \`W3M_CONNECTOR_ID\` | ${exportDoc(connector, 'W3M_CONNECTOR_ID')} |`,
    `| \`W3mConnectorFn\` (type) | ${exportDoc(shapes, 'W3mConnectorFn')} |`,
    '',
    '`wagmiParameters(appKit)` returns (`WagmiParameters`):',
    '',
    memberTable(parameters, 'WagmiParameters', 'field')
  ].join('\n')
}

/** The secure frame's own screens (frame/page/screens/): `testid: '…'` and `button(label, '…')`. */
function frameTestIds() {
  const where = new Map()
  for (const path of walk('frame/page/screens', path => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.stories.ts'))) {
    const text = readFileSync(join(root, path), 'utf8')
    for (const [, id] of text.matchAll(/(?:\btestid: |\bbutton\([^,()]*(?:\([^()]*\))?[^,()]*, )'([a-z0-9-]+)'/g)) {
      if (!where.has(id)) where.set(id, new Set())
      where.get(id).add(path)
    }
  }
  const rows = [...where.keys()].sort((a, b) => a.localeCompare(b, 'en')).map(id => `| \`${id}\` | ${[...where.get(id)].map(code).join(', ')} |`)
  return ['| test id | where |', '| --- | --- |', ...rows].join('\n')
}

function testIds() {
  const where = new Map()
  for (const path of walk('elements', path => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.endsWith('.stories.ts'))) {
    for (const id of testIdsIn(readFileSync(join(root, path), 'utf8'))) {
      if (!where.has(id)) where.set(id, new Set())
      where.get(id).add(path)
    }
  }
  const rows = [...where.keys()].sort((a, b) => a.localeCompare(b, 'en')).map(id => `| \`${id}\` | ${[...where.get(id)].map(code).join(', ')} |`)
  return ['| test id | where |', '| --- | --- |', ...rows].join('\n')
}

export function render() {
  const types = sourceFile('types/public.ts')
  const headless = sourceFile('controllers/headless-wallets/store.ts')
  return `# w3m-kit API reference

Generated by \`npm run docs\` (scripts/api-docs.mjs) from \`types/public.ts\`, \`controllers/telemetry/events.ts\`, \`controllers/headless-wallets/store.ts\`,
\`custom-elements.json\` and the elements' templates: do not edit by hand. \`npm test\` fails when it is stale.

## createAppKit options

\`createAppKit(options)\` from \`w3m-kit\` or \`w3m-kit/react\`.

${optionTable(interfaceMembers(types, 'AppKitOptions'))}

### features

\`features: { … }\`: each key is optional.

${optionTable(interfaceMembers(types, 'Features'))}

## Subscribing

One rule for every \`subscribe\` of the kit that follows a state (\`appKit.subscribeState\`, \`subscribeAccount\`,
\`subscribeNetwork\`, \`subscribeSession\`, \`appKit.wallets.subscribe\`, and the Svelte stores): the callback is
called at once with the current value (what the matching \`get…\` returns), then on each change; each returns its
unsubscribe. (AppKit's \`subscribe…\` methods call back on change only.) \`subscribeEvents\` follows events, which
have no current value: it calls back with each event from then on.

## Tracked events

What \`appKit.subscribeEvents(callback)\` receives as \`{ timestamp, data: { type: 'track', event, properties } }\`
(and, with \`features.analytics\`, what is sent to \`analyticsUrl\`).

${trackedEvents()}

## Headless wallets

Your own connect UI (\`features.headless\`): \`appKit.wallets\` (from \`createAppKit\`), or \`useAppKitWallets()\`
from \`w3m-kit/react\` (the state and the actions in one object). Source: \`controllers/headless-wallets/store.ts\`.

${memberTable(headless, 'AppKitWallets', 'member')}

### State

${memberTable(headless, 'AppKitWalletsState', 'field')}

### A wallet (\`AppKitWallet\`)

${memberTable(headless, 'AppKitWallet', 'field')}

### \`fetchWallets\` options

${memberTable(headless, 'FetchWalletsOptions', 'option')}

## w3m-kit/wagmi

For wagmi 2 and 3, with the site's own wagmi (the kit's types name no \`@wagmi/core\`). Call after \`createAppKit\`:
\`createConfig(wagmiParameters(appKit))\`, or add \`w3mConnector(appKit)\` to a config of your own. Source: \`wagmi/\`.

${wagmiExports()}

## Elements

Attributes, events, CSS parts and custom properties of every custom element (from \`custom-elements.json\`, \`npm run wrappers\`; styling them: \`docs/theming.md\`).

${elements()}

## Test ids

Every \`data-testid\` the elements render (found through open shadow roots); \`{id}\` stands for a value
filled in at run time (a wallet id, a CAIP-2 network id).

${testIds()}

### Inside the secure frame

The embedded wallet's own screens (the recovery key, its confirmation and restore, the approval of a request)
are in the secure frame's page (\`frame/page/screens/\`): reach them through the \`w3m-secure-frame\` iframe.

${frameTestIds()}
`
}

function main() {
  const text = render()
  if (process.argv.includes('--check')) {
    let current
    try {
      current = readFileSync(OUT, 'utf8')
    } catch {
      current = ''
    }
    if (current !== text) {
      console.error('docs/api.md is stale: run npm run docs')
      process.exit(1)
    }
    console.log('docs/api.md is current')
    return
  }
  writeFileSync(OUT, text)
  console.log(`wrote ${relative(root, OUT)}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
