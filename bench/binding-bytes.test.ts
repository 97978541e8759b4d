import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { bindingBytes } from './binding-bytes.js'
import { BUDGETS } from './report.js'

describe('binding bytes (bench)', () => {
  it('w3m-kit/vue adds only its composables to a page of the kit, within its guard, and never Vue itself', () => {
    const { vue } = bindingBytes()
    assert.deepEqual(vue.files, ['bench-binding-out/binding.js'], 'the binding shares every kit chunk with the main entry')
    assert.ok(vue.bytes > 300, `${vue.bytes} B is too small to hold the composables: was the binding measured?`)
    assert.ok(vue.bytes <= BUDGETS.vueBindingBytes.max, `${vue.bytes} B > ${BUDGETS.vueBindingBytes.max} B`)
  })
})
