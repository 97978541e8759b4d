// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// ERC-4337 v0.7/v0.8 packed user operation (same layout as the EntryPoint's PackedUserOperation).
struct PackedUserOperation {
    address sender;
    uint256 nonce;
    bytes initCode;
    bytes callData;
    bytes32 accountGasLimits;
    uint256 preVerificationGas;
    bytes32 gasFees;
    bytes paymasterAndData;
    bytes signature;
}

struct Call {
    address target;
    uint256 value;
    bytes data;
}

/// The embedded wallet's smart account: one owner key signs user operations (the EntryPoint's hash) and ERC-1271 messages.
contract DevnetAccount {
    bytes4 private constant MAGIC_VALUE = 0x1626ba7e;
    bytes32 private constant REPLAY_SAFE_TAG = keccak256("DevnetAccount.replaySafeHash");
    address public immutable entryPoint;
    address public immutable owner;

    constructor(address entryPoint_, address owner_) {
        entryPoint = entryPoint_;
        owner = owner_;
    }

    modifier onlyEntryPointOrOwner() {
        require(msg.sender == entryPoint || msg.sender == owner, "DevnetAccount: not allowed");
        _;
    }

    function validateUserOp(PackedUserOperation calldata userOp, bytes32 userOpHash, uint256 missingAccountFunds) external returns (uint256 validationData) {
        require(msg.sender == entryPoint, "DevnetAccount: not from EntryPoint");
        // 1 = SIG_VALIDATION_FAILED: the EntryPoint rejects the operation without reverting the bundle.
        validationData = _signer(userOpHash, userOp.signature) == owner ? 0 : 1;
        if (missingAccountFunds > 0) {
            (bool paid, ) = payable(msg.sender).call{value: missingAccountFunds}("");
            (paid);
        }
    }

    function execute(address target, uint256 value, bytes calldata data) external onlyEntryPointOrOwner {
        _call(target, value, data);
    }

    function executeBatch(Call[] calldata calls) external onlyEntryPointOrOwner {
        for (uint256 i = 0; i < calls.length; i++) _call(calls[i].target, calls[i].value, calls[i].data);
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        return _signer(replaySafeHash(hash), signature) == owner ? MAGIC_VALUE : bytes4(0xffffffff);
    }

    /// What the owner signs for an ERC-1271 hash: bound to this account and chain, so the signature is not also
    /// valid for the owner's EOA or another account of the same owner.
    function replaySafeHash(bytes32 hash) public view returns (bytes32) {
        return keccak256(abi.encode(REPLAY_SAFE_TAG, hash, address(this), block.chainid));
    }

    function _call(address target, uint256 value, bytes calldata data) private {
        (bool success, bytes memory result) = target.call{value: value}(data);
        if (!success) {
            assembly {
                revert(add(result, 32), mload(result))
            }
        }
    }

    function _signer(bytes32 hash, bytes calldata signature) private pure returns (address) {
        if (signature.length != 65) return address(0);
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        // Lower-half s only (EIP-2): a malleated copy of a signature does not verify.
        if (uint256(s) > 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0) return address(0);
        return ecrecover(hash, v, r, s);
    }

    receive() external payable {}
}

/// Deploys DevnetAccounts with CREATE2: the address follows from (owner, salt) before deployment. Anyone may call
/// createAccount (the account is fully determined by its arguments), so ERC-6492 verifiers can deploy it in a simulation.
contract DevnetAccountFactory {
    address public immutable entryPoint;

    constructor(address entryPoint_) {
        entryPoint = entryPoint_;
    }

    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        return address(new DevnetAccount{salt: bytes32(salt)}(entryPoint, owner));
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 codeHash = keccak256(abi.encodePacked(type(DevnetAccount).creationCode, abi.encode(entryPoint, owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(salt), codeHash)))));
    }
}
