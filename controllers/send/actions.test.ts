import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { decodeFunctionData, erc20Abi } from 'viem'
import type { TokenBalance } from '../../clients/types.js'
import { addressError, amountError, coinTypeOf, maxSendable, parseAmount, receiverKind, SEND_ERRORS, sendErrorMessage, transferRequest } from './actions.js'

const eth: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 3000, price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: '' }
const usdt: TokenBalance = { ...eth, name: 'Tether', symbol: 'USDT', address: 'eip155:1:0x00000000000000000000000000000000000000aa', quantity: { decimals: '6', numeric: '100.25' } }

describe('send rules', () => {
  it('amounts parse exactly with the token decimals, never through floats', () => {
    assert.equal(parseAmount('0.1', 18), 100_000_000_000_000_000n)
    assert.equal(parseAmount('100.000001', 6), 100_000_001n)
    assert.equal(parseAmount('1,5', 6), 1_500_000n)
    assert.equal(parseAmount('0.0000001', 6), undefined, 'more decimals than the token has')
    assert.equal(parseAmount('0', 6), undefined)
    assert.equal(parseAmount('1e3', 6), undefined)
    assert.equal(parseAmount('-1', 6), undefined)
  })

  it('insufficient funds: a native send needs amount plus fee; a token send needs the token amount and the fee in native', () => {
    const fee = 10n ** 15n
    assert.equal(amountError(eth, parseAmount('1.5', 18), fee, 0n), SEND_ERRORS.insufficientFunds)
    assert.equal(amountError(eth, parseAmount('1.4', 18), fee, 0n), undefined)
    assert.equal(amountError(usdt, parseAmount('100.26', 6), fee, 10n ** 18n), SEND_ERRORS.insufficientFunds)
    assert.equal(amountError(usdt, parseAmount('100.25', 6), fee, fee - 1n), SEND_ERRORS.insufficientFunds)
    assert.equal(amountError(usdt, parseAmount('100.25', 6), fee, fee), undefined)
    assert.equal(amountError(usdt, undefined, fee, fee), SEND_ERRORS.invalidAmount)
  })

  it('Max keeps gas for a native send and sends the whole token balance', () => {
    assert.equal(maxSendable(eth, 10n ** 15n), 1_500_000_000_000_000_000n - 2n * 10n ** 15n)
    assert.equal(maxSendable(usdt, 10n ** 15n), 100_250_000n)
    assert.equal(maxSendable({ ...eth, quantity: { decimals: '18', numeric: '0.000000000000000001' } }, 10n), 0n)
  })

  it('EIP-55: a mixed-case address with a wrong checksum is refused; lower case has no checksum to check', () => {
    assert.equal(addressError('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'), undefined)
    assert.equal(addressError('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'), undefined)
    assert.equal(addressError('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'), SEND_ERRORS.invalidChecksum)
    assert.equal(addressError('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe'), SEND_ERRORS.invalidAddress)
  })

  it('a receiver is an address, a dotted name, or invalid', () => {
    assert.equal(receiverKind('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'), 'address')
    assert.equal(receiverKind('alice.reown.id'), 'name')
    assert.equal(receiverKind('vitalik.eth'), 'name')
    assert.equal(receiverKind('alice'), 'invalid')
    assert.equal(receiverKind('0x1234'), 'invalid')
  })

  it('names resolve to the ENSIP-11 coin type of the chain', () => {
    assert.equal(coinTypeOf(1), '60')
    assert.equal(coinTypeOf(56), String(0x80000000 + 56))
  })

  it('an ERC-20 send calls transfer(to, amount) on the token contract with no value', () => {
    const to = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    const request = transferRequest('0x00000000000000000000000000000000000000bb', usdt, to, 5n)
    assert.equal(request.to, '0x00000000000000000000000000000000000000aa')
    assert.equal(request.value, 0n)
    const call = decodeFunctionData({ abi: erc20Abi, data: request.data! })
    assert.equal(call.functionName, 'transfer')
    assert.deepEqual(call.args, [to, 5n])
    assert.deepEqual(transferRequest('0xb', eth, to, 7n), { from: '0xb', to, value: 7n })
  })

  it("'Signature declined' for 4001 (also wrapped), insufficient funds and reverts in clear words", () => {
    assert.equal(sendErrorMessage({ code: 4001, message: 'User rejected' }), SEND_ERRORS.declined)
    assert.equal(sendErrorMessage(Object.assign(new Error('wrapped'), { cause: { code: 4001 } })), SEND_ERRORS.declined)
    assert.equal(sendErrorMessage(new Error('insufficient funds for gas * price + value')), SEND_ERRORS.insufficientFunds)
    assert.equal(sendErrorMessage(new Error('execution reverted')), SEND_ERRORS.reverted)
    assert.equal(sendErrorMessage(new Error('boom')), SEND_ERRORS.failed)
  })
})
