// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The devnet's Farcaster ID registry: the read side of Farcaster's IdRegistry on Optimism
/// (farcasterxyz/contracts src/IdRegistry.sol: `idOf`, `custodyOf`, `recoveryOf`, `idCounter` and the
/// `Register` event), put at the real registry's address on the devnet's Optimism chain with
/// anvil_setCode. Registering differs: the real registry hands out the next fid through its IdGateway;
/// the devnet seeds its test users' fixed fids here (devnet only: anyone may register a free fid).
contract DevnetIdRegistry {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    mapping(uint256 => address) public recoveryOf;
    uint256 public idCounter;

    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();
    error FidTaken();

    /// One fid per address and one address per fid, as in the real registry.
    function devnetRegister(uint256 fid, address to, address recovery) external {
        if (idOf[to] != 0) revert HasId();
        if (fid == 0 || custodyOf[fid] != address(0)) revert FidTaken();
        idOf[to] = fid;
        custodyOf[fid] = to;
        recoveryOf[fid] = recovery;
        if (fid > idCounter) idCounter = fid;
        emit Register(to, fid, recovery);
    }
}
