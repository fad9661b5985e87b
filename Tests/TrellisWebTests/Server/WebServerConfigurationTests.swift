import Testing
import TrellisHost

@testable import TrellisWeb

/// The parts of serving that are plain values: the token, the address a command line
/// gives, the rate limit, the close reason and the size a socket's URL asks for.
@Suite struct WebServerConfigurationTests {
    @Test func aNewTokenIs32HexDigitsAndEachLaunchGetsAnother() {
        let tokens = (0..<50).map { _ in WebAccessToken().text }
        #expect(Set(tokens).count == 50)
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })
        #expect(WebAccessToken().description == "WebAccessToken(…)")
    }

    @Test func aTokenMatchesOnlyItselfAndAGivenOneMustBeLongAndURLSafe() throws {
        let token = try WebAccessToken("abcdefghij-klmnop_q")
        #expect(token.matches("abcdefghij-klmnop_q"))
        for wrong: Substring? in [nil, "", "abcdefghij-klmnop_", "abcdefghij-klmnop_qr", "Abcdefghij-klmnop_q", "abcdefghij-klmnop_q\0"] {
            #expect(!token.matches(wrong), "\(String(describing: wrong))")
        }
        for weak in [
            "", "short", "fifteen-chars-x", "has space in it yes", "has/slash/in/it/yes", "ünïcödé-ünïcödé-x", "a%20b%20c%20d%20e%20f",
        ] {
            #expect(throws: WebServerError.weakToken, "\(weak)") { try WebAccessToken(weak) }
        }
    }

    @Test func anAddressIsAPortOrAHostAndAPort() throws {
        #expect(try WebServerConfiguration.address("8000") == ("127.0.0.1", 8000))
        #expect(try WebServerConfiguration.address("0") == ("127.0.0.1", 0))
        #expect(try WebServerConfiguration.address("0.0.0.0:8080") == ("0.0.0.0", 8080))
        #expect(try WebServerConfiguration.address("[::1]:65535") == ("::1", 65_535))
        #expect(try WebServerConfiguration.address("localhost:1") == ("localhost", 1))
        for bad in ["", ":8000", "65536", "-1", "+80", "80a", "１２３", "99999999999999999999", "host:", "a b:80", "a/b:80", "8000 "] {
            #expect(throws: WebServerError.badAddress(bad), "\(bad)") { try WebServerConfiguration.address(bad) }
        }
        let configuration = WebServerConfiguration(host: "::1", port: 0, token: testToken())
        #expect(configuration.url(port: 4242) == "http://[::1]:4242/?token=test-token-0123456789")
    }

    /// A message that delivered several inputs is charged for each: the bucket may go
    /// below empty, and refuses until it has refilled past it.
    @Test func aMessageOfManyInputsIsChargedForEach() {
        let start = ContinuousClock.now
        var limiter = MessageRateLimiter(burst: 5, perSecond: 10, now: start)
        let first = limiter.admit(at: start)
        limiter.charge(9)  // a composed text of ten characters
        let soon = limiter.admit(at: start + .milliseconds(100))
        let later = limiter.admit(at: start + .milliseconds(500))
        let refilled = limiter.admit(at: start + .milliseconds(600))
        #expect(first)
        #expect(!soon, "5 - 10 + 1 refilled is below one")
        #expect(!later)
        #expect(refilled, "refilled past the debt")
    }

    @Test func theRateLimitLetsABurstThroughThenTheSteadyRate() {
        let start = ContinuousClock.now
        var limiter = MessageRateLimiter(burst: 5, perSecond: 10, now: start)
        var burst: [Bool] = []
        for _ in 0..<6 { burst.append(limiter.admit(at: start)) }
        #expect(burst == [true, true, true, true, true, false])
        // A tenth of a second later, one more.
        let tenthLater = [limiter.admit(at: start + .milliseconds(100)), limiter.admit(at: start + .milliseconds(100))]
        #expect(tenthLater == [true, false])
        // A long pause refills to the burst, no more.
        let later = start + .seconds(60)
        var refilled: [Bool] = []
        for _ in 0..<6 { refilled.append(limiter.admit(at: later)) }
        #expect(refilled == [true, true, true, true, true, false])
        // A clock that goes back gives nothing.
        let backwards = limiter.admit(at: start)
        #expect(!backwards)
    }

    @Test func aCloseReasonFitsAFrameAndIsCutBetweenCharacters() {
        #expect(WebSocketConnection.closeReason("short") == "short")
        let long = String(repeating: "é", count: 100)  // 200 bytes
        let cut = WebSocketConnection.closeReason(long)
        #expect(cut.utf8.count <= 123)
        #expect(cut == String(repeating: "é", count: 61))
        let family = String(repeating: "👨‍👩‍👧", count: 10)  // 18 bytes each
        #expect(WebSocketConnection.closeReason(family) == String(repeating: "👨‍👩‍👧", count: 6))
    }

    @MainActor
    @Test func theSizeASocketAsksForIsClampedToTheLimits() {
        let server = WebServer(WebServerConfiguration(token: testToken())) { _ in WebTab(app: WebApp(root: SocketScreen())) }
        #expect(server.requestedSize(columns: "120", rows: "40") == GridSize(columns: 120, rows: 40))
        #expect(server.requestedSize(columns: nil, rows: nil) == GridSize(columns: 80, rows: 24))
        #expect(server.requestedSize(columns: "0", rows: "-5") == GridSize(columns: 1, rows: 1))
        #expect(server.requestedSize(columns: "100000", rows: "99999999999999999999") == GridSize(columns: 500, rows: 24))
        #expect(server.requestedSize(columns: "x", rows: "") == GridSize(columns: 80, rows: 24))
    }

    @Test func theHostMustBeAnAddressLocalhostOrANameTheServerWasGiven() {
        var configuration = WebServerConfiguration(port: 0, token: testToken())
        for served in ["127.0.0.1:8000", "127.0.0.1", "10.0.0.7:80", "[::1]:8000", "[fe80::1]", "localhost:8000", "LOCALHOST"] {
            #expect(configuration.servesHost(served), "\(served)")
        }
        for refused: String? in [
            nil, "", "evil.example", "evil.example:8000", "localhost.evil.example", "127.0.0.1.nip.io", "2130706433x", "256.0.0.1",
            "1.2.3", "[::1", "::1", "127.0.0.1:80a", "127.0.0.1:", "host:1234567", "a b", "ünï.example", "[evil.example]:80",
        ] {
            #expect(!configuration.servesHost(refused), "\(String(describing: refused))")
        }
        configuration.allowedHosts = ["Cats.Example.com"]
        configuration.extraOrigins = ["https://proxy.example.org:8443"]
        #expect(configuration.servesHost("cats.example.com"))
        #expect(configuration.servesHost("CATS.example.com:443"))
        #expect(configuration.servesHost("proxy.example.org"))
        #expect(!configuration.servesHost("example.com"))
    }
}
