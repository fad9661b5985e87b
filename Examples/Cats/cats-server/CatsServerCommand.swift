import ArgumentParser
import CatsServerKit
import Foundation
import Hummingbird
import Logging

/// `cats-server`: the Cats app's backend (see Examples/Cats/CatsServerKit/README.md).
/// `@main` in a file not named main.swift: the async entry point of `AsyncParsableCommand`.
@main
struct CatsServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cats-server",
        abstract: "The Cats app's backend: breeds, sightings, users and favorites over signed HTTP.",
        discussion: "Prints 'cats-server listening on http://HOST:PORT' once it accepts requests; logs go to standard error.")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (the listening line names it).")
    var port = 8080

    @Option(help: "The SQLite file (created and seeded on first run), or :memory: for a throwaway database.")
    var database = "./cats-server.sqlite"

    @Option(help: "The request-signing secret (at least 16 bytes); the demo secret when omitted.")
    var secret: String?

    @Flag(help: "Refuse every favorites write (403), to show the app's rollback and its reason.")
    var failFavorites = false

    @Option(help: "Hold every response back this long, like 500ms or 2s (at most 3600s).")
    var latency = "0"

    @Option(help: "The fraction of requests, 0…1, that answer 503 (drawn from --seed).")
    var failRate = 0.0

    @Option(help: "Hold every favorites write back this long before it is made, like 3s (at most 3600s).")
    var delayFavorites = "0"

    @Option(help: "The seed of the --fail-rate draws: the same seed fails the same requests.")
    var seed: UInt64 = 2026

    @Option(help: "The log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    var arguments: ServerArguments {
        ServerArguments(
            host: host, port: port, database: database, secret: secret, failFavorites: failFavorites,
            latency: latency, failRate: failRate, seed: seed, favoritesDelay: delayFavorites)
    }

    func validate() throws {
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level '\(logLevel)' is not a level: use info, debug, warning…")
        }
        do { _ = try arguments.configuration() } catch { throw ValidationError(error.description) }
    }

    func run() async throws {
        QuitSignal.restoreDefaultAction()
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let configuration = try arguments.configuration(logger: Logger(label: "cats-server"))
        let server = try CatsServer(configuration)
        let host = configuration.host
        let app = server.makeApplication { port in
            // The end-to-end test waits for this line: written and flushed at once.
            FileHandle.standardOutput.write(Data("cats-server listening on http://\(host):\(port)\n".utf8))
        }
        try await app.runService()
    }
}
