import Foundation
import Testing
import TrellisTestSupport

@testable import CatsServerKit

/// The nonce log's records, read back from any bytes: what was written whole comes back, a
/// record cut anywhere or damaged ends the reading there, and no input traps.
@Suite struct NonceLogTests {
    static func randomNonce(using random: inout SeededGenerator) -> String {
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_é✓")
        return String((0..<Int.random(in: 1...64, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
    }

    static func randomExpiry(using random: inout SeededGenerator) -> Int64 {
        [Int64.min, -1, 0, 59, 60, .max, Int64.random(in: .min ... .max, using: &random)].randomElement(using: &random)!
    }

    @Test func recordsComeBackWholeAndACutAnywhereKeepsExactlyThoseBeforeIt() throws {
        for seed in UInt64(1)...200 {
            var random = SeededGenerator(seed: seed)
            let records = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                NonceLog.Record(nonce: Self.randomNonce(using: &random), expiry: Self.randomExpiry(using: &random))
            }
            var bytes: [UInt8] = []
            var ends: [Int] = []
            for record in records {
                bytes += try #require(NonceLog.encode(record.nonce, expiry: record.expiry))
                ends.append(bytes.count)
            }
            let whole = NonceLog.parse(bytes)
            #expect(whole.records == records && whole.length == bytes.count, "seed \(seed)")
            for cut in 0..<bytes.count {
                let complete = ends.filter { $0 <= cut }
                let parsed = NonceLog.parse(Array(bytes[..<cut]))
                #expect(parsed.records == Array(records.prefix(complete.count)), "seed \(seed), cut at \(cut)")
                #expect(parsed.length == (complete.last ?? 0), "seed \(seed), cut at \(cut)")
            }
        }
    }

    @Test func aChangedByteEndsTheReadingAtItsRecord() throws {
        var random = SeededGenerator(seed: 2026)
        let first = try #require(NonceLog.encode("first", expiry: 100))
        let second = try #require(NonceLog.encode("second", expiry: 200))
        for _ in 0..<200 {
            var bytes = first + second
            let index = Int.random(in: first.count..<bytes.count, using: &random)
            bytes[index] ^= UInt8.random(in: 1...255, using: &random)
            let parsed = NonceLog.parse(bytes)
            #expect(parsed.records == [NonceLog.Record(nonce: "first", expiry: 100)], "byte \(index)")
            #expect(parsed.length == first.count, "byte \(index)")
        }
    }

    @Test func anyBytesAreReadWithoutTrapping() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let parsed = NonceLog.parse(bytes)
            #expect(parsed.length <= bytes.count)
        }
    }

    @Test func aNonceOfNoBytesOrMoreThan255IsNotEncoded() {
        #expect(NonceLog.encode("", expiry: 1) == nil)
        #expect(NonceLog.encode(String(repeating: "n", count: 256), expiry: 1) == nil)
        let encodedLength: Int = 1 + 255 + 12  // the length byte, the nonce, the expiry
        #expect(NonceLog.encode(String(repeating: "n", count: 255), expiry: 1)?.count == encodedLength)
    }

    @Test func aMinuteHoldsTheExpiriesOfItsSixtySeconds() {
        #expect(NonceLog.minute(of: 0) == 0 && NonceLog.minute(of: 59) == 0 && NonceLog.minute(of: 60) == 1)
        #expect(NonceLog.minute(of: -1) == -1 && NonceLog.minute(of: -60) == -1 && NonceLog.minute(of: -61) == -2)
        #expect(NonceLog.minute(of: .max) == .max / 60 && NonceLog.minute(of: .min) == .min / 60 - 1)
        #expect(NonceLog.minute(ofSegment: "12.log") == 12 && NonceLog.minute(ofSegment: "-3.log") == -3)
        #expect(NonceLog.minute(ofSegment: "12.txt") == nil && NonceLog.minute(ofSegment: "x.log") == nil)
    }
}
