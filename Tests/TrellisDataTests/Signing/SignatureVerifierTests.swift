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
        await #expect(throws: SignatureError.outsideWindow(skewSeconds: 301)) {
            try await verify(signer.sign(request, at: now.addingTimeInterval(-301)), with: verifier)
        }
        await #expect(throws: SignatureError.outsideWindow(skewSeconds: -301)) {
            try await verify(signer.sign(request, at: now.addingTimeInterval(301)), with: verifier)
        }
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
        let verifier = SignatureVerifier(secret: secret, window: .seconds(10))
        for second in 0..<5 {
            _ = try await verify(
                signer.sign(request, at: now.addingTimeInterval(Double(second))), with: verifier, at: now.addingTimeInterval(Double(second))
            )
        }
        #expect(await verifier.rememberedCount == 5)
        _ = try await verify(signer.sign(request, at: now.addingTimeInterval(100)), with: verifier, at: now.addingTimeInterval(100))
        #expect(await verifier.rememberedCount == 1)
    }
}
