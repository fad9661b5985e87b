// Fuzz shim for swift-crypto, built as a module named `Crypto` so TrellisData's
// Signing/*.swift compile unchanged without BoringSSL (which would take minutes to build
// with sanitizers). The HMAC here is NOT cryptographic: a deterministic 32-byte mix, enough
// for the fuzzer to sign requests and reach everything after the signature check. What is
// fuzzed is Trellis's header parsing, window and replay logic, not swift-crypto.
import Foundation

/// A key: its bytes.
public struct SymmetricKey: Sendable {
    let bytes: [UInt8]

    public init<D: ContiguousBytes>(data: D) {
        bytes = data.withUnsafeBytes { Array($0) }
    }
}

/// A hash function of a fixed output size.
public protocol HashFunction {
    static var byteCount: Int { get }
}

/// Stands in for SHA-256: 32 bytes of FNV-1a mixing.
public enum SHA256: HashFunction {
    public static let byteCount = 32

    public static func hash<D: DataProtocol>(data: D) -> [UInt8] { mix(Array(data)) }

    static func mix(_ bytes: [UInt8]) -> [UInt8] {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        var out: [UInt8] = []
        for lane in 0..<4 {
            state ^= UInt64(lane)
            for byte in bytes { state = (state ^ UInt64(byte)) &* 0x100_0000_01b3 }
            for shift in stride(from: 0, to: 64, by: 8) { out.append(UInt8(truncatingIfNeeded: state >> UInt64(shift))) }
        }
        return out
    }
}

/// Stands in for HMAC: the mix of the key and the message.
public enum HMAC<H: HashFunction> {
    public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> [UInt8] {
        SHA256.mix(key.bytes + [0] + Array(data))
    }

    public static func isValidAuthenticationCode<C: Collection<UInt8>, D: DataProtocol>(
        _ code: C, authenticating data: D, using key: SymmetricKey
    ) -> Bool {
        Array(code) == authenticationCode(for: data, using: key)
    }
}
