import Foundation
import Logging
import NIOConcurrencyHelpers
import Testing
import TrellisData

/// Collects every log line, so a test can grep them.
struct CollectingLogHandler: LogHandler {
    let lines: NIOLockedValueBox<[String]>
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.withLockedValue {
            $0.append("\(event.level) \(event.message) \(event.metadata ?? [:]) \(self.metadata) \(event.error.map { "\($0)" } ?? "")")
        }
    }
}

@Suite struct SecretRedactionTests {
    let secretText = "s3cr3t-app-secret-do-not-log"
    let tokenText = "tok-abcdef-user-token"

    func everyRendering(of value: Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped].joined(separator: "\n")
    }

    @Test func secretsNeverAppearInDescriptions() {
        let secret = AppSecret(secretText)
        let token = AccessToken(tokenText)
        let signer = RequestSigner(secret: secret, appVersion: "1.0", accessToken: token)
        let signed = signer.sign(NetworkRequest(method: .get, url: "http://127.0.0.1/breeds"))
        let signature = signed.header(RequestSigner.Header.signature) ?? "missing"
        for value in [secret, token, signer, signed] as [Any] {
            let text = everyRendering(of: value)
            #expect(!text.contains(secretText), "\(type(of: value)) shows the secret")
            #expect(!text.contains(tokenText), "\(type(of: value)) shows the token")
            #expect(!text.contains(signature), "\(type(of: value)) shows the signature")
        }
        #expect(signed.description.contains("authorization: <redacted>"))
    }

    @Test func secretsNeverAppearInTheNetworkersLogs() async throws {
        let lines = NIOLockedValueBox<[String]>([])
        let logger = Logger(label: "test") { _ in CollectingLogHandler(lines: lines) }
        try await withTestServer(catsRoutes) { server, _ in
            let signer = RequestSigner(secret: AppSecret(secretText), appVersion: "1.0", accessToken: AccessToken(tokenText))
            let networker = Networker(
                transport: AsyncHTTPClientTransport(), server: server, signer: signer, configuration: .init(retry: .none), logger: logger)
            let echoed = try await networker.send(Endpoint<String>.json(path: "echo-headers", query: ["q": tokenText]))
            // the server did get the credentials …
            #expect(echoed.contains("Bearer \(tokenText)"))
            #expect(echoed.contains("x-trellis-signature="))
            _ = try? await networker.send(.breeds(at: "missing"))
        }
        let log = lines.withLockedValue { $0 }.joined(separator: "\n")
        // … and the log has the requests, but none of the credentials
        #expect(log.contains("GET /echo-headers"))
        #expect(log.contains("HTTP 404"))
        #expect(!log.contains(secretText))
        #expect(!log.contains(tokenText))
        #expect(!log.contains("x-trellis-signature"))
    }
}
