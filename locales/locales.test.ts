import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, it } from 'node:test'
import { fileURLToPath } from 'node:url'
import { readConfigFileAndWriteSchema } from '@lit/localize-tools/lib/config.js'
import type { Message, ProgramMessage } from '@lit/localize-tools/lib/messages.js'
import { RuntimeLitLocalizer } from '@lit/localize-tools/lib/modes/runtime.js'
import { LOCALES, SOURCE_LOCALE } from '../controllers/locale-theme/locale.js'

// Every string a person sees goes through msg(): this re-extracts them from the sources and holds
// the committed XLIFF files and generated modules to them (`npx lit-localize extract`, translate, `npx lit-localize build`).

const root = fileURLToPath(new URL('..', import.meta.url))
const textOf = (message: Message): string =>
  message.contents.map(part => (typeof part === 'string' ? part : `{${part.index}}`)).join('')

/** Two catalogs: the kit's elements (lit-localize.json) and the secure frame's screens (lit-localize.frame.json). */
const CATALOGS = [
  { config: 'lit-localize.json', generated: 'locales/generated', atLeast: 60, sample: 'Connect Wallet' },
  { config: 'lit-localize.frame.json', generated: 'locales/frame/generated', atLeast: 40, sample: 'Approve' }
]

for (const { config, generated: generatedDir, atLeast, sample } of CATALOGS) {
  describe(`locales (${config}): every msg() string is extracted and translated in every shipped locale`, () => {
    const configPath = join(root, config)
    let source: ProgramMessage[] = []
    let translations = new Map<string, Message[]>()
    let localizer: RuntimeLitLocalizer
    const built = mkdtempSync(join(tmpdir(), 'w3m-locales-'))

    before(() => {
      localizer = new RuntimeLitLocalizer(readConfigFileAndWriteSchema(configPath) as ConstructorParameters<typeof RuntimeLitLocalizer>[0])
      const extracted = localizer.extractSourceMessages()
      assert.deepEqual(extracted.errors.map(error => String(error.messageText)), [], 'msg() calls lit-localize cannot extract')
      source = extracted.messages
      translations = localizer.readTranslationsSync().translations
    })
    after(() => rmSync(built, { recursive: true, force: true }))

    it('the config targets exactly the locales the kit ships', () => {
      const config = JSON.parse(readFileSync(configPath, 'utf8')) as { sourceLocale: string; targetLocales: string[] }
      assert.equal(config.sourceLocale, SOURCE_LOCALE)
      assert.deepEqual([...config.targetLocales].sort(), LOCALES.filter(locale => locale !== SOURCE_LOCALE).sort())
    })

    it('finds the strings (a broken extraction must not pass as "nothing to translate")', () => {
      assert.ok(source.length >= atLeast, `only ${source.length} messages extracted`)
      assert.ok(source.some(message => textOf(message) === sample))
    })

    for (const locale of LOCALES.filter(locale => locale !== SOURCE_LOCALE)) {
      it(`${locale}: every extracted string has a non-empty translation with the same placeholders, and none is stale`, () => {
        const committed = translations.get(locale) ?? []
        const byName = new Map(committed.map(message => [message.name, message]))
        const missing = source.filter(message => !byName.has(message.name)).map(textOf)
        assert.deepEqual(missing, [], `${locale} has no <target> in the XLIFF of ${config} (run \`npx lit-localize extract --config ${config}\` and translate)`)
        const names = new Set(source.map(message => message.name))
        assert.deepEqual(committed.filter(message => !names.has(message.name)).map(textOf), [], 'translations of strings no longer in the sources')
        for (const message of source) {
          const translated = byName.get(message.name)!
          assert.ok(textOf(translated).replace(/\{\d+\}/g, '').trim(), `empty ${locale} translation of "${textOf(message)}"`)
          const placeholders = (m: Message) => m.contents.filter(part => typeof part !== 'string').length
          assert.equal(placeholders(translated), placeholders(message), `placeholders of "${textOf(message)}" in ${locale}`)
        }
      })
    }

    it(`the committed runtime modules (${generatedDir}) are what lit-localize build makes of the XLIFF files`, async () => {
      const settings = readConfigFileAndWriteSchema(configPath) as ConstructorParameters<typeof RuntimeLitLocalizer>[0]
      await new RuntimeLitLocalizer({ ...settings, output: { ...settings.output, outputDir: built } } as typeof settings).build()
      const generated = join(root, generatedDir)
      const files = readdirSync(built).sort()
      assert.deepEqual(readdirSync(generated).sort(), files)
      for (const file of files) {
        assert.equal(readFileSync(join(generated, file), 'utf8'), readFileSync(join(built, file), 'utf8'), `${generatedDir}/${file} is stale: run \`npx lit-localize build --config ${config}\``)
      }
    })
  })
}
