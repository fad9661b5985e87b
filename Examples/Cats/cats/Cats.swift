import ArgumentParser
import CatsKit
import Foundation
import TrellisTerminal
import TrellisViews

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `cats`: the Cats example app in a terminal.
///
///     swift run cats                                   # interactive
///     swift run cats --snapshot --width 80 --height 24 # one frame as text
///     swift run cats --latency 2s                      # watch the loading state
///     swift run cats --fail                            # the error placeholder
@main
struct Cats: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cats",
        abstract: "Browse cat breeds: All / Favorites, grouped by origin.",
        discussion: """
            Keys: ↑/↓ PgUp/PgDn Home/End move, Tab or ←/→ switch segments, f favorite, r reload, Enter details, q quit, \
            Ctrl-Z suspend.

            Exit status: 0; 1 when --snapshot could not load the catalog (the frame, showing the error, is still \
            printed); 64 for a bad argument. Ended by a signal (SIGTERM, SIGHUP, SIGINT, or a crash), cats restores \
            the terminal first and then dies of that signal, so a shell sees 128 + its number.
            """
    )

    @Flag(help: "Print one rendered frame as plain text and exit (the default when standard output is not a terminal).")
    var snapshot = false

    @Option(help: "Snapshot width in cells.")
    var width = 80

    @Option(help: "Snapshot height in cells.")
    var height = 24

    @Option(help: "How long loading the catalog takes, like 300ms or 2s, at most 3600s (default 300ms interactive, 0ms for a snapshot).")
    var latency: String?

    @Flag(help: "Make loading fail, to show the error placeholder.")
    var fail = false

    @Option(help: "Read the catalog from this JSON file (a regular file of at most 8 MiB) instead of the bundled one.")
    var data: String?

    func validate() throws {
        guard (1...1_000).contains(width), (3...1_000).contains(height) else {
            throw ValidationError("--width must be 1…1000 and --height 3…1000 (got \(width)×\(height))")
        }
        if let latency {
            do {
                _ = try LatencyParser.parse(latency)
            } catch {
                throw ValidationError(error.description)
            }
        }
    }

    func run() async throws {
        let catalog: URL
        if let data {
            catalog = URL(fileURLWithPath: data)
        } else if let bundled = BundledCatData.bundledCatalogURL {
            catalog = bundled
        } else {
            throw ValidationError("the bundled cat catalog is missing from this build; pass --data PATH")
        }
        let showsSnapshot = snapshot || isatty(STDOUT_FILENO) == 0
        let delay = try latency.map(LatencyParser.parse) ?? (showsSnapshot ? .zero : .milliseconds(300))
        let access = BundledCatData(url: catalog, latency: delay, fails: fail)
        if showsSnapshot {
            let (frame, failure) = await CatsApp.snapshot(access: access, width: width, height: height)
            print(frame)
            if let failure {
                FileHandle.standardError.write(Data("cats: \(failure)\n".utf8))
                throw ExitCode.failure
            }
        } else {
            try await CatsApp.runInteractive(access: access)
        }
    }
}
