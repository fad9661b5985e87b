import Foundation
import Testing

@testable import TrellisData

/// The nonces a signer makes: unique, and ascending with time, so the server's ledger adds
/// each at the end of its index.
@Suite struct RequestSignerTests {
    @Test func aNonceIsThirtyTwoHexDigitsTheMillisecondsFirst() {
        let now = Date(timeIntervalSince1970: 1_700_000_000.123)
        let nonce = RequestSigner.makeNonce(at: now)
        #expect(nonce.count == 32)
        #expect(nonce.allSatisfy { "0123456789abcdef".contains($0) })
        // 1,700,000,000,123 ms is 0x018b_cfe5_687b.
        #expect(nonce.hasPrefix("018bcfe5687b"), "\(nonce)")
        // Accepted as a nonce by the verifier's rules (1-64 letters, digits, - or _).
        #expect(nonce.count <= SignatureVerifier.maximumNonceLength)
    }

    @Test func noncesAscendWithTimeAndNeverRepeat() {
        let start = Date(timeIntervalSince1970: 1_764_000_000)
        var nonces: [String] = []
        for millisecond in 0..<2_000 {
            // Two in each millisecond: ordered by time, not within it.
            let at = start.addingTimeInterval((Double(millisecond) + 0.5) / 1_000)
            nonces.append(RequestSigner.makeNonce(at: at))
            nonces.append(RequestSigner.makeNonce(at: at))
        }
        #expect(Set(nonces).count == nonces.count)
        for index in stride(from: 2, to: nonces.count, by: 2) {
            #expect(
                nonces[index - 1] < nonces[index] && nonces[index - 2] < nonces[index],
                "\(index): \(nonces[index - 2]) \(nonces[index - 1]) \(nonces[index])")
        }
        // The random part is random: the 20 digits after the time are not shared.
        #expect(Set(nonces.map { $0.dropFirst(12) }).count == nonces.count)
    }

    @Test func aClockOutsideTheRangeIsClampedNotATrap() {
        #expect(RequestSigner.makeNonce(at: Date(timeIntervalSince1970: -5)).hasPrefix("000000000000"))
        #expect(RequestSigner.makeNonce(at: .distantFuture).count == 32)
        #expect(RequestSigner.makeNonce(at: Date(timeIntervalSince1970: 1e300)).hasPrefix("ffffffffffff"))
    }
}
