import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { isFrameAnswer, newRequestId } from '../protocol.js'
import { effectiveAccountType, frameUser, smartAccountNetworks } from './account-type.js'

const eoa = '0x1111111111111111111111111111111111111111'
const smart = '0x2222222222222222222222222222222222222222'

describe('frame account type rules', () => {
  it('the enabled networks are the eip155 chain ids with an http(s) bundler; anything else is left out', () => {
    assert.deepEqual(smartAccountNetworks({ 'eip155:1': 'http://127.0.0.1:1', 'eip155:56': 'https://b.example', 'solana:abc': 'http://x', 'eip155:x': 'http://y', 'eip155:10': 'javascript:alert(1)' }), [1, 56])
    assert.deepEqual(smartAccountNetworks(undefined), [])
  })

  it('eip155 defaults to the smart account where enabled; a stored EOA choice stays; never the smart account elsewhere', () => {
    assert.equal(effectiveAccountType(null, 1, [1]), 'smartAccount')
    assert.equal(effectiveAccountType('smartAccount', 1, [1]), 'smartAccount')
    assert.equal(effectiveAccountType('eoa', 1, [1]), 'eoa')
    assert.equal(effectiveAccountType('smartAccount', 137, [1]), 'eoa')
    assert.equal(effectiveAccountType(null, 1, []), 'eoa')
  })

  it('the EIP-7702 account is used only where the network can delegate; elsewhere the EOA (the same address), never the smart account', () => {
    assert.equal(effectiveAccountType('eip7702', 1, [1], [1]), 'eip7702')
    assert.equal(effectiveAccountType('eip7702', 1, [], [1]), 'eip7702')
    assert.equal(effectiveAccountType('eip7702', 1, [1], []), 'eoa')
    assert.equal(effectiveAccountType(null, 1, [1], [1]), 'smartAccount')
    const user = frameUser({ email: null, eoa, chainId: 1, type: 'eip7702', smartAccount: { address: smart, deployed: false }, delegated: false })
    assert.equal(user.address, eoa)
    assert.equal(user.preferredAccountType, 'eip7702')
    assert.equal(isFrameAnswer({ id: newRequestId(), type: 'get-user:success', payload: user }), true)
  })

  it('the user lists both accounts; address, preferred type and deployment follow the account in use', () => {
    const withSmart = frameUser({ email: 'a@b.c', eoa, chainId: 1, type: 'smartAccount', smartAccount: { address: smart, deployed: false } })
    assert.deepEqual(withSmart, {
      email: 'a@b.c',
      address: smart,
      chainId: 1,
      accounts: [{ address: eoa, type: 'eoa' }, { address: smart, type: 'smartAccount' }],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false
    })
    const asEoa = frameUser({ email: null, eoa, chainId: 1, type: 'eoa', smartAccount: { address: smart, deployed: true }, userName: 'ann' })
    assert.equal(asEoa.address, eoa)
    assert.equal(asEoa.preferredAccountType, 'eoa')
    assert.equal(asEoa.smartAccountDeployed, true)
    assert.equal(asEoa.userName, 'ann')
    // The address could not be read (RPC down): the EOA is used, and only it is listed (behaviour §4 fallback).
    const fallback = frameUser({ email: null, eoa, chainId: 1, type: 'smartAccount' })
    assert.equal(fallback.address, eoa)
    assert.equal(fallback.preferredAccountType, 'eoa')
    assert.deepEqual(fallback.accounts, [{ address: eoa, type: 'eoa' }])
  })

  it('what it builds passes the protocol shape check the kit applies', () => {
    const user = frameUser({ email: 'a@b.c', eoa, chainId: 1, type: 'smartAccount', smartAccount: { address: smart, deployed: true } })
    assert.equal(isFrameAnswer({ id: newRequestId(), type: 'get-user:success', payload: user }), true)
  })
})
