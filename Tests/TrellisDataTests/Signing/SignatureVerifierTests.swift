import Foundation
import Testing

@testable import TrellisData

@Suite struct SignatureVerifierTests {
    let secret = AppSecret("correct horse battery staple")
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    var request: NetworkRequest {
        NetworkRequest(method: .post, url: "http://127.0.0.1:8080/favorites/3?x=a%20b", body: Data(#"{"on":true}"#.utf8))
    }

    func headers(_ request: NetworkRequest) -> [String: String] {
        Dictionary(request.headers.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    func verify(_ signed: NetworkRequest, with verifier: SignatureVerifier, at time: Date? = nil, body: Data? = nil) async throws -> String
    {
        try await verifier.verify(
            method: signed.method.rawValue, target: signed.target, headers: headers(signed), body: body ?? signed.body, now: time ?? now)
    }

    @Test func aSignedRequestVerifiesOnceAndCarriesTheVersion() async throws {
        let signed = RequestSigner(secret: secret, appVersion: "1.4.0").sign(request, at: now)
        #expect(signed.target == "/favorites/3?x=a%20b")
        let verifier = SignatureVerifier(secret: secret)
        #expect(try await verify(signed, with: verifier) == "1.4.0")
        // the same signature again is a replay
        await #expect(throws: SignatureError.replayed) { try await verify(signed, with: verifier) }
    }

    @Test func anyChangeBreaksTheSignature() async throws {
        let signed = RequestSigner(secret: secret, appVersion: "1.4.0").sign(request, at: now)
        let verifier = SignatureVerifier(secret: secret)
        await #expect(throws: SignatureError.badSignature) { try await verify(signed, with: verifier, body: Data("{}".utf8)) }
        var retargeted = signed
        retargeted.url = "http://127.0.0.1:8080/favorites/4?x=a%20b"
        await #expect(throws: SignatureError.badSignature) { try await verify(retargeted, with: verifier) }
        var otherVersion = signed
        otherVersion.setHeader(RequestSigner.Header.appVersion, "9.9.9")
        await #expect(throws: SignatureError.badSignature) { try await verify(otherVersion, with: verifier) }
        let forged = RequestSigner(secret: AppSecret("another secret of the same size"), appVersion: "1.4.0").sign(request, at: now)
        await #expect(throws: SignatureError.badSignature) { try await verify(forged, with: verifier) }
    }

    @Test func theClockSkewWindowIsEnforcedBothWays() async throws {
        let signer = RequestSigner(secret: secret, appVersion: "1")
        let verifier = SignatureVerifier(secret: secret, window: .seconds(300))
        _ = try await verify(signer.sign(request, at: now.addingTimeInterval(-300)), with: verifier)
        await #expect(throws: SignatureError.outsideWindow(skewSeconds: 301, windowSeconds: 300)) {
            try await verify(signer.sign(request, at: now.addingTimeInterval(-301)), with: verifier)
        }
        await #expect(throws: SignatureError.outsideWindow(skewSeconds: -301, windowSeconds: 300)) {
            try await verify(signer.sign(request, at: now.addingTimeInterval(301)), with: verifier)
        }
    }

    /// Issue 21.17: with the server's clock mid-second, 300 s in the future passed and 300 s in
    /// the past did not. Whole seconds on both sides make the window the same both ways.
    @Test func theWindowIsSymmetricWhenTheServerClockIsMidSecond() async throws {
        let signer = RequestSigner(secret: secret, appVersion: "1")
        let verifier = SignatureVerifier(secret: secret, window: .seconds(300))
        for fraction in [0.0, 0.25, 0.5, 0.999] {
            let serverTime = now.addingTimeInterval(fraction)
            for offset in [-300.0, 300.0] {
                _ = try await verify(signer.sign(request, at: serverTime.addingTimeInterval(offset)), with: verifier, at: serverTime)
            }
            await #expect(throws: SignatureError.outsideWindow(skewSeconds: 301, windowSeconds: 300)) {
                try await verify(signer.sign(request, at: serverTime.addingTimeInterval(-301)), with: verifier, at: serverTime)
            }
            await #expect(throws: SignatureError.outsideWindow(skewSeconds: -301, windowSeconds: 300)) {
                try await verify(signer.sign(request, at: serverTime.addingTimeInterval(301)), with: verifier, at: serverTime)
            }
        }
        #expect(
            SignatureError.outsideWindow(skewSeconds: 301, windowSeconds: 300).description
                == "the request is 301 s old, outside the allowed window of ±300 s")
        #expect(
            SignatureError.outsideWindow(skewSeconds: -301, windowSeconds: 300).description
                == "the request is 301 s in the future, outside the allowed window of ±300 s")
    }

    /// Issue 21.12: `-9223372036854775808` trapped in `Int(skew)`. Every timestamp from outside
    /// is a typed error now, however far off.
    @Test func extremeTimestampsAreRefusedNotTrapped() throws {
        let verifier = SignatureVerifier(secret: secret)
        let signed = headers(RequestSigner(secret: secret, appVersion: "1").sign(request, at: now))
        let outside: [(String, Int64)] = [
            ("-9223372036854775808", .max), ("9223372036854775807", -(9_223_372_036_854_775_807 - 1_700_000_000)),
            ("0", 1_700_000_000), ("-1", 1_700_000_001),
        ]
        for (text, skew) in outside {
            var bad = signed
            bad[RequestSigner.Header.timestamp] = text
            #expect(throws: SignatureError.outsideWindow(skewSeconds: skew, windowSeconds: 300), "\(text)") {
                try verifier.checkHeaders(bad, now: now)
            }
            #expect(!SignatureError.outsideWindow(skewSeconds: skew, windowSeconds: 300).description.isEmpty)
        }
        for text in ["9223372036854775808", "-9223372036854775809", "1e400", "NaN", "1.5", "+-1", String(repeating: "9", count: 5000)] {
            var bad = signed
            bad[RequestSigner.Header.timestamp] = text
            #expect(throws: SignatureError.malformedTimestamp, "\(text.prefix(30))") { try verifier.checkHeaders(bad, now: now) }
        }
        #expect(
            SignatureError.outsideWindow(skewSeconds: .min, windowSeconds: 300).description.contains("9223372036854775808 s in the future"))
    }

    /// Issue 21.14: nonces of any length were kept for ten minutes (60 KB each).
    @Test func noncesAreShortAndPlain() async throws {
        let signer = RequestSigner(secret: secret, appVersion: "1")
        let verifier = SignatureVerifier(secret: secret)
        let longest = String(repeating: "a", count: SignatureVerifier.maximumNonceLength)
        _ = try await verify(signer.sign(request, at: now, nonce: longest), with: verifier)
        for nonce in [longest + "a", String(repeating: "n", count: 60_000), "a b", "nonce\u{e9}", "a/b"] {
            await #expect(throws: SignatureError.malformedNonce) {
                try await verify(signer.sign(request, at: now, nonce: nonce), with: verifier)
            }
        }
    }

    /// Issue 21.16: the token was not signed, so a captured request could be sent as anyone.
    @Test func theAuthorizationHeaderIsSigned() async throws {
        let signed = RequestSigner(secret: secret, appVersion: "1", accessToken: AccessToken("ada-token")).sign(request, at: now)
        let verifier = SignatureVerifier(secret: secret)
        var swapped = signed
        swapped.setHeader("authorization", "Bearer grace-token")
        await #expect(throws: SignatureError.badSignature) { try await verify(swapped, with: verifier) }
        var dropped = headers(signed)
        dropped["authorization"] = nil
        await #expect(throws: SignatureError.badSignature) {
            try await verifier.verify(method: "POST", target: signed.target, headers: dropped, body: signed.body, now: now)
        }
        #expect(try await verify(signed, with: verifier) == "1")
    }

    @Test func missingAndMalformedHeadersAreNamed() async throws {
        let signed = RequestSigner(secret: secret, appVersion: "1").sign(request, at: now)
        let verifier = SignatureVerifier(secret: secret)
        for name in [
            RequestSigner.Header.appVersion, RequestSigner.Header.timestamp, RequestSigner.Header.nonce, RequestSigner.Header.signature,
        ] {
            var stripped = headers(signed)
            stripped[name] = nil
            await #expect(throws: SignatureError.missingHeader(name)) {
                try await verifier.verify(method: "POST", target: signed.target, headers: stripped, body: signed.body, now: now)
            }
        }
        var bad = headers(signed)
        bad[RequestSigner.Header.timestamp] = "yesterday"
        await #expect(throws: SignatureError.malformedTimestamp) {
            try await verifier.verify(method: "POST", target: signed.target, headers: bad, body: signed.body, now: now)
        }
        bad = headers(signed)
        bad[RequestSigner.Header.signature] = "zz"
        await #expect(throws: SignatureError.malformedSignature) {
            try await verifier.verify(method: "POST", target: signed.target, headers: bad, body: signed.body, now: now)
        }
    }

    @Test func remembersNoncesOnlyAsLongAsTheyCouldPass() async throws {
        let signer = RequestSigner(secret: secret, appVersion: "1")
        let ledger = MemoryNonceLedger()
        let verifier = SignatureVerifier(secret: secret, window: .seconds(10), ledger: ledger)
        for second in 0..<5 {
            _ = try await verify(
                signer.sign(request, at: now.addingTimeInterval(Double(second))), with: verifier, at: now.addingTimeInterval(Double(second))
            )
        }
        #expect(await ledger.count == 5)
        _ = try await verify(signer.sign(request, at: now.addingTimeInterval(100)), with: verifier, at: now.addingTimeInterval(100))
        #expect(await ledger.count == 1)
    }

    /// Issue 21.14: the ledger is bounded. Full of live nonces it refuses (never forgets one
    /// early, which would allow a replay) and says when one expires.
    @Test func aFullLedgerRefusesWithTheWaitUntilOneExpires() async throws {
        let signer = RequestSigner(secret: secret, appVersion: "1")
        let ledger = MemoryNonceLedger(capacity: 3)
        let verifier = SignatureVerifier(secret: secret, window: .seconds(10), ledger: ledger)
        let first = signer.sign(request, at: now)
        _ = try await verify(first, with: verifier)
        for _ in 0..<2 { _ = try await verify(signer.sign(request, at: now), with: verifier) }
        await #expect(throws: SignatureError.tooManyRequests(retryAfterSeconds: 11)) {
            try await verify(signer.sign(request, at: now), with: verifier)
        }
        await #expect(throws: SignatureError.replayed) { try await verify(first, with: verifier, at: now.addingTimeInterval(10)) }
        _ = try await verify(signer.sign(request, at: now.addingTimeInterval(11)), with: verifier, at: now.addingTimeInterval(11))
        #expect(await ledger.count == 1)
        #expect(MemoryNonceLedger.retryAfter(soonest: .max, now: .min) == 86_400)
        #expect(MemoryNonceLedger.retryAfter(soonest: .min, now: .max) == 1)
    }

    /// A full ledger keeps its soonest expiry between refusals (it does not scan every nonce
    /// for each), and finds the new one once a nonce has gone and another come.
    @Test func aFullLedgerKeepsItsSoonestExpiryUntilANonceComesOrGoes() async throws {
        let ledger = MemoryNonceLedger(capacity: 2)
        #expect(try await ledger.record("a", until: 110, now: 100))
        #expect(try await ledger.record("b", until: 180, now: 100))
        for now: Int64 in [101, 101, 105] {
            await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 111 - now)) {
                try await ledger.record("c", until: 200, now: now)
            }
        }
        // "a" expires, "c" takes its place: the soonest is "b" now (180), not "a" (110)
        #expect(try await ledger.record("c", until: 200, now: 111))
        await #expect(throws: NonceLedgerError.full(retryAfterSeconds: 70)) { try await ledger.record("d", until: 200, now: 111) }
        #expect(await ledger.count == 2)
    }
}
