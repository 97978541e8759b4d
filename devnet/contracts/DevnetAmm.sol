// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IDevnetToken {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

/// @notice Constant-product pools (x * y = k, 0.3% fee) of each token against the native coin,
/// all held by one contract so the devnet has a single swap address per chain.
contract DevnetAmm {
    struct Pool {
        uint256 tokenReserve;
        uint256 nativeReserve;
    }

    mapping(address => Pool) public pools;

    event LiquidityAdded(address indexed provider, address indexed token, uint256 tokenAmount, uint256 nativeAmount);
    event Swap(address indexed sender, address indexed token, bool nativeIn, uint256 amountIn, uint256 amountOut, address indexed to);

    function addLiquidity(address token, uint256 tokenAmount) external payable {
        require(tokenAmount > 0 && msg.value > 0, "AMM: empty liquidity");
        require(IDevnetToken(token).transferFrom(msg.sender, address(this), tokenAmount), "AMM: token transfer failed");
        pools[token].tokenReserve += tokenAmount;
        pools[token].nativeReserve += msg.value;
        emit LiquidityAdded(msg.sender, token, tokenAmount, msg.value);
    }

    function getAmountOut(address token, uint256 amountIn, bool nativeIn) public view returns (uint256) {
        Pool memory pool = pools[token];
        (uint256 reserveIn, uint256 reserveOut) = nativeIn
            ? (pool.nativeReserve, pool.tokenReserve)
            : (pool.tokenReserve, pool.nativeReserve);
        require(reserveIn > 0 && reserveOut > 0, "AMM: no liquidity");
        uint256 amountInWithFee = amountIn * 997;
        return (amountInWithFee * reserveOut) / (reserveIn * 1000 + amountInWithFee);
    }

    function swapExactNativeForTokens(address token, uint256 minOut, address to) external payable returns (uint256 amountOut) {
        require(msg.value > 0, "AMM: zero input");
        amountOut = getAmountOut(token, msg.value, true);
        require(amountOut >= minOut, "AMM: insufficient output amount");
        pools[token].nativeReserve += msg.value;
        pools[token].tokenReserve -= amountOut;
        require(IDevnetToken(token).transfer(to, amountOut), "AMM: token transfer failed");
        emit Swap(msg.sender, token, true, msg.value, amountOut, to);
    }

    function swapExactTokensForNative(address token, uint256 amountIn, uint256 minOut, address to) external returns (uint256 amountOut) {
        require(amountIn > 0, "AMM: zero input");
        amountOut = getAmountOut(token, amountIn, false);
        require(amountOut >= minOut, "AMM: insufficient output amount");
        require(IDevnetToken(token).transferFrom(msg.sender, address(this), amountIn), "AMM: token transfer failed");
        pools[token].tokenReserve += amountIn;
        pools[token].nativeReserve -= amountOut;
        (bool sent, ) = to.call{value: amountOut}("");
        require(sent, "AMM: native transfer failed");
        emit Swap(msg.sender, token, false, amountIn, amountOut, to);
    }

    /// @notice Token to token through the native coin: two hops, two Swap events, one transaction.
    function swapExactTokensForTokens(address tokenIn, address tokenOut, uint256 amountIn, uint256 minOut, address to) external returns (uint256 amountOut) {
        require(amountIn > 0, "AMM: zero input");
        require(tokenIn != tokenOut, "AMM: identical tokens");
        uint256 nativeAmount = getAmountOut(tokenIn, amountIn, false);
        require(IDevnetToken(tokenIn).transferFrom(msg.sender, address(this), amountIn), "AMM: token transfer failed");
        pools[tokenIn].tokenReserve += amountIn;
        pools[tokenIn].nativeReserve -= nativeAmount;
        emit Swap(msg.sender, tokenIn, false, amountIn, nativeAmount, address(this));
        amountOut = getAmountOut(tokenOut, nativeAmount, true);
        require(amountOut >= minOut, "AMM: insufficient output amount");
        pools[tokenOut].nativeReserve += nativeAmount;
        pools[tokenOut].tokenReserve -= amountOut;
        require(IDevnetToken(tokenOut).transfer(to, amountOut), "AMM: token transfer failed");
        emit Swap(msg.sender, tokenOut, true, nativeAmount, amountOut, to);
    }
}
