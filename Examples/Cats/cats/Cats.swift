import ArgumentParser
import CatsAPI
import CatsKit
import Foundation
import Trellis

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `cats`: the Cats example app in a terminal.
///
///     swift run cats                                     # interactive, data in SQLite
///     swift run cats --in-memory                         # a throwaway run
///     swift run cats --server http://127.0.0.1:8080      # synced with cats-server
///     swift run cats --server … --stale-after 2m        # lists older than 2 minutes refresh when shown
///     swift run cats open cats://cat/3                   # straight to a deep link
///     swift run cats --snapshot --width 80 --height 24   # one frame as text
///     swift run cats --color never                       # no colors (like NO_COLOR=1)
///     swift run cats --theme light                       # the light theme, this run only
///     swift run cats --accessible                        # for screen readers (like ACCESSIBLE=1)
///     swift run cats --debug-layout --log cats.log       # the detail header's constraints in the log
///     swift run cats --web 8000                          # in a browser: prints http://127.0.0.1:8000/?token=…
@main
struct Cats: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cats",
        abstract: "Browse cat breeds: All / Favorites, a cat's details and sightings, settings.",
        discussion: """
            Press ? in any screen for its keys. Colors follow the terminal: 24-bit with COLORTERM=truecolor, \
            the 256-color palette for a TERM ending in -256color, the 16 ANSI colors for xterm, linux, screen \
            and the like, none with NO_COLOR set or an unknown TERM; --color always shows at least 256 colors \
            even then, --color never none. Under a locale that is not UTF-8 (LC_ALL, LC_CTYPE, LANG: C, \
            POSIX) symbols are drawn in ASCII (* for a favorite, + - | for lines). With TERM=dumb, which \
            cannot move the cursor, cats prints one frame as plain text and exits, as --snapshot does. \
            The accessible mode (--accessible, or ACCESSIBLE set to any value but 0, false, no or off; \
            --no-accessible turns it off whatever ACCESSIBLE says) is for screen readers and magnifiers: \
            the terminal's cursor shows on the focused row, field or button, nothing animates (no \
            spinner), and the status line says each change in words. \
            Exit status: 0; 1 when a service could not start (cats names it: "could not start the \
            database: …") or a --snapshot could not load; 64 for a bad argument; 65 for a link that does not open. Ended by a \
            signal (SIGTERM, SIGHUP, SIGINT, or a crash), cats restores the terminal first and then dies of \
            that signal, so a shell sees 128 + its number.
            """,
        subcommands: [Run.self, Open.self],
        defaultSubcommand: Run.self
    )

    /// The run options, here too so `cats --help` lists them beside the subcommands
    /// (swift-argument-parser shows a root's own options only, not its default
    /// subcommand's). Parsed at the root, they reach `run` and `open`, whose option groups
    /// of the same type take the value already decoded.
    @OptionGroup var options: CatsOptions
}

/// What every way of running cats shares: where the data lives and how to show it.
struct CatsOptions: ParsableArguments {
    @Option(help: "The SQLite database (default: $XDG_DATA_HOME/trellis-cats/cats.sqlite).")
    var database: String?

    @Flag(help: "Keep the data in memory: nothing is read or saved.")
    var inMemory = false

    @Option(help: "Sync with cats-server at this URL, like http://127.0.0.1:8080.")
    var server: String?

    @Option(help: "The secret requests are signed with (default: the demo secret cats-server knows).")
    var secret: String?

    @Option(help: "Seed a new database from this breed catalog (JSON, at most 8 MiB) instead of the bundled one.")
    var data: String?

    @Flag(help: "Print one rendered frame as plain text and exit (the default when standard output is not a terminal, or TERM=dumb).")
    var snapshot = false

    @Option(help: "Colors: auto (from TERM, COLORTERM and NO_COLOR), always (at least 256), or never.")
    var color: TerminalCapabilities.ColorChoice = .auto

    @Option(help: "The theme: dark or light (default: the stored preference, else dark). Not stored.")
    var theme: CatsTheme?

    @Flag(
        inversion: .prefixedNo,
        help:
            "The accessible mode: the cursor on the focused element, no animation, changes said on the status line (default: from ACCESSIBLE)."
    )
    var accessible: Bool?

    @Option(help: "Append warnings and errors, in full, to this file (default: cats.log beside the database; none with --in-memory).")
    var log: String?

    @Flag(
        help:
            "Write the detail header's constraints, with their views' keys and labels, to the log after its first layout and each time it remakes or updates them (needs a log file: with --in-memory, give --log, or --snapshot for standard error)."
    )
    var debugLayout = false

    @Option(
        parsing: .unconditional,  // `--stale-after -3` is a bad value to name, not an unknown flag
        help: """
            How old a stored list may be before showing it asks the server again: 90s, 10m, 2h, or a plain number of \
            minutes (default: 10; 0 asks every time).
            """)
    var staleAfter: String?

    /// `--web [HOST:]PORT` and the browser host's other flags (TrellisWeb's shared set).
    @OptionGroup(title: "In a browser")
    var web: WebServerOptions

    @Option(
        help: """
            Rebind keys from this keymap file: a [scope] line, then lines such as quit = ["ctrl+q"]: [cats] for the keys \
            every screen shares (settings, go-to, help, back, quit), [cats.list], [cats.detail], [cats.settings], \
            [cats.sighting], [cats.sign-in] for a screen's; keys as ctrl+p, shift+up, f5, space. A bad file is an error.
            """)
    var keymap: String?

    @Option(help: "Snapshot width in cells.")
    var width = 80

    @Option(help: "Snapshot height in cells.")
    var height = 24

    func validate() throws {
        guard (1...1_000).contains(width), (3...1_000).contains(height) else {
            throw ValidationError("--width must be 1…1000 and --height 3…1000 (got \(width)×\(height))")
        }
        if inMemory, database != nil { throw ValidationError("--in-memory and --database cannot be used together") }
        if debugLayout, inMemory, log == nil, !snapshot {
            throw ValidationError("--debug-layout writes to the log, and --in-memory has none: give --log FILE too")
        }
        // AppSecret traps on a short secret (a programmer's constant must be long enough);
        // typed at the command line it is bad input: exit 64 naming the flag.
        if let secret, secret.utf8.count < 16 {
            throw ValidationError("--secret must be at least 16 bytes of UTF-8 (got \(secret.utf8.count))")
        }
        _ = try staleAfterDuration()
        _ = try readKeymap()
        if web.address != nil, snapshot { throw ValidationError("--web and --snapshot cannot be used together") }
        if let server, !Self.isServerURL(server) {
            throw ValidationError("--server must be an http:// or https:// URL with a host, and a port in 1…65535 if any (got '\(server)')")
        }
    }

    /// `--keymap`'s keymap, checked against every scope and command of the app
    /// (``CatsShell/check(_:)``); an empty one without the option.
    ///
    /// - Throws: a `ValidationError` (exit 64) naming the file and what in it is wrong
    ///   (TrellisViews' `KeymapError`).
    func readKeymap() throws -> Keymap {
        guard let keymap else { return Keymap() }
        let text: String
        do { text = try String(contentsOfFile: keymap, encoding: .utf8) } catch {
            throw ValidationError("--keymap: \(keymap) cannot be read: \(error.localizedDescription)")
        }
        do {
            let file = try Keymap(parsing: text)
            try CatsShell.check(file)
            return file
        } catch {
            throw ValidationError("--keymap: \(keymap): \(error)")
        }
    }

    /// `--stale-after` as a duration (TrellisData's `Staleness.defaultTimeToLive` when not given).
    ///
    /// - Throws: a `ValidationError` (exit 64) naming the bad value.
    func staleAfterDuration() throws -> Duration {
        guard let staleAfter else { return Staleness.defaultTimeToLive }
        do { return try Staleness.timeToLive(parsing: staleAfter) } catch { throw ValidationError("--stale-after \(error)") }
    }

    /// Whether `text` is a server URL the networker can reach: http(s), a host, a port in
    /// range. async-http-client traps on a port past 65535 with an IP address host, so it is
    /// refused here as a usage error rather than later.
    static func isServerURL(_ text: String) -> Bool {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty
        else { return false }
        let hasPortText = components.percentEncodedHost.map { text.contains($0 + ":") } ?? false
        guard let port = components.port else { return !hasPortText }  // digits too many for an Int
        return (1...65_535).contains(port)
    }

    /// Runs the app, opening `link` first when given.
    func run(link: String?) async throws {
        let environment = ProcessInfo.processInfo.environment
        if let configuration = try web.configuration(title: "Cats") {
            try await CatsApp.serve(
                options: self, link: link, configuration: configuration, accessibility: accessibility(environment: environment))
            return
        }
        let capabilities = TerminalCapabilities(environment: environment, colorChoice: color)
        // A terminal that cannot address the cursor gets what a pipe gets: one frame as lines.
        let showsSnapshot = snapshot || isatty(STDOUT_FILENO) == 0 || !capabilities.addressesCursor
        try await CatsApp.run(
            options: self, link: link, snapshot: showsSnapshot, capabilities: capabilities,
            accessibility: accessibility(environment: environment))
    }

    /// The accessible mode asked for: `--accessible` or `--no-accessible` when given, else
    /// the `ACCESSIBLE` variable (`AccessibilityOptions.init(environment:flag:)`).
    func accessibility(environment: [String: String]) -> AccessibilityOptions {
        AccessibilityOptions(environment: environment, flag: accessible)
    }
}

extension Cats {
    /// `cats`: the list (or the sign-in screen).
    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "run", abstract: "Open the app on the list of cats (the default).")

        @OptionGroup var options: CatsOptions

        func run() async throws { try await options.run(link: nil) }
    }

    /// `cats open URL`: straight to a deep link.
    struct Open: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "open",
            abstract: "Open a deep link: cats://cats, cats://cat/<id>, cats://favorites, cats://settings, cats://search?q=…"
        )

        @Argument(help: "The cats:// link to open.")
        var link: String

        @OptionGroup var options: CatsOptions

        func run() async throws { try await options.run(link: link) }
    }
}

/// `--color auto|always|never`, spelled as the choice's raw value.
extension TerminalCapabilities.ColorChoice: ExpressibleByArgument {}

/// `--theme dark|light`, spelled as the theme's raw value; anything else exits 64 naming
/// `--theme` and the choices.
extension CatsTheme: ExpressibleByArgument {}
