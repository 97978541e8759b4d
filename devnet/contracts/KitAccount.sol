// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {Account} from "@openzeppelin/contracts/account/Account.sol";
import {ERC7821} from "@openzeppelin/contracts/account/extensions/draft-ERC7821.sol";
import {ERC4337Utils} from "@openzeppelin/contracts/account/utils/ERC4337Utils.sol";
import {IEntryPoint} from "@openzeppelin/contracts/interfaces/IERC4337.sol";
import {Initializable} from "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import {Clones} from "@openzeppelin/contracts/proxy/Clones.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";
import {ERC7739} from "@openzeppelin/contracts/utils/cryptography/signers/draft-ERC7739.sol";
import {SignerECDSA} from "@openzeppelin/contracts/utils/cryptography/signers/SignerECDSA.sol";

/// The embedded wallet's smart account: OpenZeppelin Contracts 5.7.0's audited parts, composed as their NatSpec
/// documents. The security is theirs: Account (ERC-4337 validation, prefund, EntryPoint-only entry), SignerECDSA
/// (ECDSA.tryRecover, low-s only), ERC7739 (ERC-1271 bound to this account's EIP-712 domain, so a signature is not
/// also valid for the owner's EOA or another account), ERC7821 (batched execution), Initializable (one initialize).
/// Ours is only this glue: EntryPoint v0.8 (OpenZeppelin's default is v0.9) and the EntryPoint as an executor.
contract KitAccount is Account, EIP712, ERC7739, SignerECDSA, ERC7821, Initializable {
    /// The implementation cannot be initialized; each clone is, once, by its factory in the same transaction.
    constructor() EIP712("KitAccount", "1") SignerECDSA(address(0)) {
        _disableInitializers();
    }

    function initialize(address owner) public initializer {
        _setSigner(owner);
    }

    function entryPoint() public view virtual override returns (IEntryPoint) {
        return ERC4337Utils.ENTRYPOINT_V08;
    }

    function _erc7821AuthorizedExecutor(address caller, bytes32 mode, bytes calldata executionData) internal view virtual override returns (bool) {
        return caller == address(entryPoint()) || super._erc7821AuthorizedExecutor(caller, mode, executionData);
    }
}

/// Makes KitAccounts as minimal clones (OpenZeppelin's Clones, CREATE2) of one implementation it deploys itself, so
/// deploying this factory at a fixed address makes the implementation's address fixed too. The address follows from
/// (owner, salt) before deployment; anyone may call createAccount (the account is fully determined by its arguments,
/// and clone + initialize happen in one call, so nobody can initialize it first), so ERC-6492 verifiers can deploy it
/// in a simulation.
contract KitAccountFactory {
    address public immutable implementation = address(new KitAccount());

    function createAccount(address owner, uint256 salt) external returns (address account) {
        account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        Clones.cloneDeterministic(implementation, _cloneSalt(owner, salt));
        KitAccount(payable(account)).initialize(owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Clones.predictDeterministicAddress(implementation, _cloneSalt(owner, salt));
    }

    function _cloneSalt(address owner, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
