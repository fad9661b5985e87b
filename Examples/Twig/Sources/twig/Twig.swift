import ArgumentParser
import Foundation
import Trellis
import TwigKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `twig`: a git history browser built on Trellis.
///
///     swift run --package-path Examples/Twig twig [PATH]
///     twig ~/src/project --all
///     twig open twig://commit/4f2a9c1 ~/src/project
///     twig . --snapshot --width 120 --height 30
@main
struct Twig: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "twig",
        abstract: "Browse a git repository's history in the terminal.",
        discussion: """
            The log shows every commit of the current branch (or of every ref with --all), newest first, loaded as \
            git prints it: the first screen shows at once and the rest streams in behind it. ↑ ↓ Page Up/Down Home \
            End move, Enter opens a commit, / searches, s sorts by the focused column, ? lists the keys, q quits. \
            Exit status: 0; 1 when the repository cannot be read (twig names why); 64 for a bad argument; 65 for a \
            link that does not open.
            """,
        subcommands: [Browse.self, Open.self],
        defaultSubcommand: Browse.self
    )

    /// `twig [PATH]`: the log of the repository PATH is in.
    struct Browse: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "browse", abstract: "Show the log (the default).")

        @Argument(help: "A directory inside the repository to browse.")
        var path = "."

        @OptionGroup var options: TwigOptions

        func run() async throws { try await options.run(path: path, link: nil) }
    }

    /// `twig open LINK [PATH]`: a deep link's place over the log.
    struct Open: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "open", abstract: "Open a deep link: twig://log, twig://commit/<id>, twig://tree/<id>/<path>.")

        @Argument(help: "The twig:// link to open.")
        var link: String

        @Argument(help: "A directory inside the repository.")
        var path = "."

        @OptionGroup var options: TwigOptions

        func run() async throws { try await options.run(path: path, link: link) }
    }
}

/// The options every way of starting twig shares.
struct TwigOptions: ParsableArguments {
    @Flag(help: "Show the history of every ref (branches, remote branches, tags), not only the current branch's.")
    var all = false

    @Flag(help: "Print one rendered frame as plain text once the first commits have loaded, and exit.")
    var snapshot = false

    /// `--web [HOST:]PORT` and the browser host's other flags (TrellisWeb's shared set).
    @OptionGroup(title: "In a browser")
    var web: WebServerOptions

    @Flag(
        inversion: .prefixedNo,
        help:
            "The accessible mode: the cursor on the focused element, no animation, changes said on the status line (default: from ACCESSIBLE)."
    )
    var accessible: Bool?

    @Option(help: "Snapshot width in cells (1…1000).")
    var width = 100

    @Option(help: "Snapshot height in cells (3…1000).")
    var height = 30

    func validate() throws {
        guard (1...1_000).contains(width), (3...1_000).contains(height) else {
            throw ValidationError("--width must be 1…1000 and --height 3…1000 (got \(width)×\(height))")
        }
        if web.address != nil, snapshot { throw ValidationError("--web and --snapshot cannot be used together") }
    }

    /// Opens the repository `path` is in and shows its log, with `link`'s place over it.
    /// A link that does not open exits 65 naming why, before the terminal is taken.
    func run(path: String, link text: String?) async throws {
        let repository: GitRepository
        do {
            repository = try await GitRepository.open(path)
        } catch {
            TwigApp.fail("twig: \(error)", status: .failure)
        }
        var link: TwigLink?
        if let text {
            do {
                let parsed = try TwigLink(text)
                switch parsed {
                case .log: link = .log
                case .commit(let id): link = .commit(try await repository.resolveCommit(id))
                case .tree(let id, let path):
                    let commit = try await repository.resolveCommit(id)
                    guard try await repository.entry(at: path, of: commit) != nil else {
                        throw TwigLinkError.noSuchPath(path, commit: commit)
                    }
                    link = .tree(commit, path: path)
                }
            } catch {
                TwigApp.fail("twig: cannot open \(text): \(error)", status: ExitCode(65))
            }
        }
        let revisions: GitRepository.Revisions = all ? .all : .head
        if let configuration = try web.configuration(title: "Twig") {
            try await TwigApp.serve(repository: repository, revisions: revisions, link: link, configuration: configuration)
            return
        }
        let capabilities = TerminalCapabilities(environment: ProcessInfo.processInfo.environment)
        let showsSnapshot = snapshot || isatty(STDOUT_FILENO) == 0 || !capabilities.addressesCursor
        try await TwigApp.run(
            repository: repository, revisions: revisions, link: link, snapshot: showsSnapshot, width: width, height: height,
            capabilities: capabilities,
            accessibility: AccessibilityOptions(environment: ProcessInfo.processInfo.environment, flag: accessible))
    }
}

/// Runs Twig: one frame as text, or the terminal app until `q`.
@MainActor
enum TwigApp {
    static func run(
        repository: GitRepository, revisions: GitRepository.Revisions, link: TwigLink?, snapshot: Bool, width: Int,
        height: Int, capabilities: TerminalCapabilities, accessibility: AccessibilityOptions = .standard
    ) async throws {
        let shell = TwigShell()
        if snapshot {
            shell.rootView.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
            shell.start(repository: repository, revisions: revisions)
            if let link { shell.open(link, in: repository) }
            print(await settledFrame(of: shell, width: width, height: height, glyphs: capabilities.glyphs))
            if let failure = shell.logScreen?.contentView.log.failure {
                FileHandle.standardError.write(Data("twig: \(failure)\n".utf8))
                throw ExitCode.failure
            }
            return
        }
        let app = TerminalApp(root: shell.rootView, backend: POSIXTerminal(), capabilities: capabilities, accessibility: accessibility)
        shell.app = app
        shell.start(repository: repository, revisions: revisions)
        if let link { shell.open(link, in: repository) }
        try await app.run()
    }

    /// `twig --web [HOST:]PORT`: one twig per browser tab, served by TrellisWeb's `WebServer`
    /// until SIGINT or SIGTERM, each tab with its own shell and its own read of the log.
    static func serve(
        repository: GitRepository, revisions: GitRepository.Revisions, link: TwigLink?, configuration: WebServerConfiguration
    ) async throws {
        let server = WebServer(configuration) { request in
            let shell = TwigShell()
            let app = WebApp(root: shell.rootView, size: request.size)
            shell.app = app
            shell.start(repository: repository, revisions: revisions)
            if let link { shell.open(link, in: repository) }
            // The closure holds the shell for as long as the tab lives.
            return WebTab(app: app) { _ = shell }
        }
        try await server.run { port in
            FileHandle.standardOutput.write(
                Data("twig: open \(configuration.url(port: port)) in a browser (Ctrl-C stops the server)\n".utf8))
        }
    }

    /// Prints `message` to standard error and exits with `status`.
    nonisolated static func fail(_ message: String, status: ExitCode) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        Foundation.exit(status.rawValue)
    }

    /// The frame once the log has read its first commits (or ended), and a commit opened
    /// by a link its diff, drawn as text.
    static func settledFrame(of shell: TwigShell, width: Int, height: Int, glyphs: GlyphRepertoire) async -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        // A first render lays the screen out and asks the log to load.
        _ = TerminalSnapshot.render(shell.rootView, width: width, height: height, glyphs: glyphs)
        while clock.now < deadline, let log = shell.logScreen?.contentView.log,
            log.loadingState == .loadingContent || log.loadingState == .initial
                || (shell.navigator?.topScreen as? CommitScreen)?.contentView.isReading == true
                || (shell.navigator?.topScreen as? FileScreen)?.isReading == true || shell.isOpeningLink
        {
            try? await Task.sleep(for: .milliseconds(5))
        }
        return TerminalSnapshot.render(shell.rootView, width: width, height: height, glyphs: glyphs)
    }
}
