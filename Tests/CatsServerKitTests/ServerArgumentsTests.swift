import CatsServerKit
import Testing

@Suite struct ServerArgumentsTests {
    @Test func theDefaultsAreTheDemos() throws {
        let configuration = try ServerArguments().configuration()
        #expect(configuration.host == "127.0.0.1")
        #expect(configuration.port == 8080)
        #expect(configuration.database == .file("./cats-server.sqlite"))
        #expect(configuration.faults == FaultInjection())
    }

    @Test func everyFlagReachesTheConfiguration() throws {
        let arguments = ServerArguments(
            host: "0.0.0.0", port: 0, database: ":memory:", secret: "sixteen-bytes-at-least", failFavorites: true,
            latency: "500ms", failRate: 0.3, seed: 7)
        let configuration = try arguments.configuration()
        #expect(configuration.host == "0.0.0.0")
        #expect(configuration.port == 0)
        #expect(configuration.database == .inMemory)
        #expect(configuration.faults == FaultInjection(failFavorites: true, latency: .milliseconds(500), failRate: 0.3, seed: 7))
    }

    @Test(
        "bad values are typed errors naming the flag",
        arguments: [
            (ServerArguments(port: 65_536), ServerArguments.Invalid.port(65_536)),
            (ServerArguments(port: -1), .port(-1)),
            (ServerArguments(host: ""), .host),
            (ServerArguments(database: ""), .database),
            (ServerArguments(secret: "short"), .secretTooShort(bytes: 5)),
            (ServerArguments(failRate: 1.5), .failRate(1.5)),
            (ServerArguments(failRate: -0.1), .failRate(-0.1)),
            (ServerArguments(latency: "2h"), .latency(.notADuration("2h"))),
            (ServerArguments(latency: "9999s"), .latency(.tooLong("9999s"))),
            (ServerArguments(favoritesDelay: "-1s"), .favoritesDelay(.notADuration("-1s"))),
            (ServerArguments(favoritesDelay: "3"), .favoritesDelay(.notADuration("3"))),
            (ServerArguments(favoritesDelay: "3601s"), .favoritesDelay(.tooLong("3601s"))),
        ])
    func refused(_ arguments: ServerArguments, _ expected: ServerArguments.Invalid) {
        #expect(throws: expected) { try arguments.configuration() }
    }

    @Test func notANumberIsNotAFailRate() {
        #expect(throws: ServerArguments.Invalid.self) { try ServerArguments(failRate: .nan).configuration() }
    }

    @Test func aFavoritesDelayIsParsedIntoTheFaults() throws {
        #expect(try ServerArguments(favoritesDelay: "3s").configuration().faults.favoritesDelay == .seconds(3))
        #expect(try ServerArguments().configuration().faults.favoritesDelay == .zero)
        #expect(
            ServerArguments.Invalid.favoritesDelay(.tooLong("2h")).description
                == "--delay-favorites '2h' is longer than the 1 hour (3600s) limit")
    }

    @Test func messagesNameTheFlag() {
        #expect(
            ServerArguments.Invalid.failRate(1.5).description == "--fail-rate 1.5 is not a fraction: use a number from 0 to 1, like 0.3")
        #expect(ServerArguments.Invalid.port(70000).description == "--port 70000 is not a port: use 1…65535, or 0 for any free one")
        #expect(
            ServerArguments.Invalid.latency(.notADuration("x")).description
                == "--latency 'x' is not a duration: write it like 500ms, 2s or 0")
    }
}
