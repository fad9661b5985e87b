import ArgumentParser
import Testing

@testable import TrellisWeb

/// The `--web` flags every app shares: parsed into the server's configuration, each bad
/// value refused naming its flag.
@Suite struct WebServerOptionsTests {
    func parse(_ arguments: [String]) throws -> WebServerOptions { try WebServerOptions.parse(arguments) }

    @Test func noFlagsMeanTheTerminal() throws {
        #expect(try parse([]).configuration(title: "App") == nil)
    }

    @Test func theFlagsSetTheConfiguration() throws {
        let options = try parse([
            "--web", "0.0.0.0:8080", "--max-tabs", "100", "--tab-messages-per-second", "50", "--max-connections", "2000",
            "--allow-host", "Cats.Example.com", "--allow-origin", "https://cats.example.com", "--allow-origin", "http://proxy:8443",
            "--web-frames", "json",
        ])
        let configuration = try #require(try options.configuration(title: "Cats"))
        #expect(configuration.host == "0.0.0.0")
        #expect(configuration.port == 8080)
        #expect(configuration.title == "Cats")
        #expect(configuration.maximumSessions == 100)
        #expect(configuration.messagesPerSecond == 50)
        #expect(configuration.messageBurst == 100)
        #expect(configuration.connections.maximumConnections == 2000)
        #expect(configuration.connections.maximumConnectionsPerAddress == 500)
        #expect(configuration.allowedHosts == ["cats.example.com"])
        #expect(configuration.extraOrigins == ["https://cats.example.com", "http://proxy:8443"])
        #expect(configuration.servesHost("cats.example.com:443"))
        #expect(configuration.servesHost("proxy:8443"))
        #expect(configuration.frameEncoding == .json)
    }

    @Test func aProxyInFrontAndASharedTokenAreFlagsAndTheEnvironment() throws {
        let options = try parse(["--web", "8000", "--trust-proxy", "127.0.0.1", "--trust-proxy", "::1", "--web-token-in-url"])
        let configuration = try #require(
            try options.configuration(title: "Cats", environment: ["TRELLIS_WEB_TOKEN": "shared-token-0123456789"]))
        #expect(configuration.trustedProxies == ["127.0.0.1", "::1"])
        #expect(!configuration.tokenCookie)
        #expect(configuration.token.text == "shared-token-0123456789")
        let plain = try #require(try parse(["--web", "8000"]).configuration(title: "Cats", environment: [:]))
        #expect(plain.trustedProxies.isEmpty && plain.tokenCookie)
        #expect(plain.token.text != "shared-token-0123456789" && plain.token.text.count == 32)
        #expect(throws: ValidationError.self) {
            try parse(["--web", "8000"]).configuration(title: "", environment: ["TRELLIS_WEB_TOKEN": "short"])
        }
        #expect(throws: (any Error).self) { try parse(["--web", "8000", "--trust-proxy", "proxy.local"]) }
        #expect(throws: (any Error).self) { try parse(["--trust-proxy", "127.0.0.1"]) }
        #expect(throws: (any Error).self) { try parse(["--web-token-in-url"]) }
    }

    @Test func theDefaultsAreTheConfigurationsOwn() throws {
        let configuration = try #require(try parse(["--web", "8000"]).configuration(title: "App"))
        let plain = WebServerConfiguration(port: 8000)
        #expect(configuration.maximumSessions == plain.maximumSessions)
        #expect(configuration.messagesPerSecond == plain.messagesPerSecond)
        #expect(configuration.connections == plain.connections)
        #expect(configuration.allowedHosts.isEmpty && configuration.extraOrigins.isEmpty)
        #expect(configuration.frameEncoding == .binary)
    }

    @Test(arguments: [
        (["--web", "8000x"], "--web: '8000x' is not [HOST:]PORT"),
        (["--max-tabs", "3"], "--max-tabs needs --web"),
        (["--web", "0", "--max-tabs", "0"], "--max-tabs must be 1…10000 (got 0)"),
        (["--web", "0", "--max-tabs", "10001"], "--max-tabs must be 1…10000 (got 10001)"),
        (["--web", "0", "--tab-messages-per-second=-1"], "--tab-messages-per-second must be 1…10000 (got -1)"),
        (["--web", "0", "--max-connections", "9999999999"], "--max-connections must be 1…1000000 (got 9999999999)"),
        (["--allow-host", "cats.example.com"], "--allow-host and --allow-origin need --web"),
        (["--web", "0", "--allow-host", "cats.example.com:80"], "--allow-host: 'cats.example.com:80' is not a host name"),
        (["--web", "0", "--allow-host", "a b"], "--allow-host: 'a b' is not a host name"),
        (["--web", "0", "--allow-origin", "cats.example.com"], "--allow-origin: 'cats.example.com' is not an origin"),
        (["--web", "0", "--allow-origin", "ftp://cats.example.com"], "--allow-origin: 'ftp://cats.example.com' is not an origin"),
        (["--web", "0", "--allow-origin", "https://cats.example.com/path"], "is not an origin"),
        (["--web-frames", "json"], "--web-frames needs --web"),
        (["--web", "0", "--web-frames", "xml"], "--web-frames"),
    ])
    func aBadValueIsRefusedNamingItsFlag(arguments: [String], message: String) {
        do {
            _ = try parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let text = WebServerOptions.message(for: error)
            #expect(text.contains(message), "\(arguments): \(text)")
        }
    }
}
