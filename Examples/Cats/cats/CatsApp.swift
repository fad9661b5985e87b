import ArgumentParser
import CatsAPI
import CatsKit
import Foundation
import Logging
import Trellis

/// Runs the app: opens the data, makes the shell, then shows one frame as text or runs in
/// the terminal until `q`, restoring the terminal on the way out.
@MainActor
enum CatsApp {
    static func run(
        options: CatsOptions, link: String?, snapshot: Bool, capabilities: TerminalCapabilities,
        accessibility: AccessibilityOptions = .standard
    ) async throws {
        // Anything written to the terminal while the app draws corrupts the screen: logs go
        // to the log file (warnings and worse, in full: the status line says them in plain
        // words), and for a snapshot to standard error too.
        let (logFile, logProblem) = options.openLog()
        if let logProblem, options.log != nil { fail("cats: --log: \(logProblem)", status: .validationFailure) }
        LoggingSystem.bootstrap { label in
            var handlers: [any LogHandler] = []
            if let logFile { handlers.append(FileLogHandler(file: logFile, label: label, logLevel: .warning)) }
            if snapshot {
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = .warning
                handlers.append(handler)
            }
            return handlers.isEmpty ? SwiftLogNoOpLogHandler(label) : MultiplexLogHandler(handlers)
        }
        // The services start in dependency order; one that fails is named ("cats: could not
        // start the database: another copy of cats (process 42) is using …"), exit status 1.
        let services: CatsServices
        do {
            services = try await CatsServices.start(options.dataConfiguration())
        } catch {
            fail("cats: \(error)", status: .failure)
        }
        defer { Task { await services.close() } }
        let (theme, preferences, problem) = options.chosenTheme()
        let shell = CatsShell(
            services: services, theme: theme.theme, preferences: preferences,
            userPreferences: .cats(directory: options.preferencesDirectory(), shared: preferences), themeFlag: options.theme,
            layoutReport: layoutReport(to: logFile, debugLayout: options.debugLayout, snapshot: snapshot),
            keymap: try options.readKeymap())
        if let problem { shell.status.show("\(problem); showing the \(theme.rawValue) theme") }
        if let logProblem { shell.status.show("\(logProblem); nothing is logged") }
        routeLayoutConflicts(of: shell)
        if snapshot {
            let frame = await self.snapshot(
                shell, link: link, width: options.width, height: options.height, glyphs: capabilities.glyphs)
            print(frame)
            if let failure = shell.status.current, failure.kind == .error {
                FileHandle.standardError.write(Data("cats: \(failure.text)\n".utf8))
                throw ExitCode.failure
            }
            return
        }
        let app = TerminalApp(root: shell.rootView, backend: POSIXTerminal(), capabilities: capabilities, accessibility: accessibility)
        shell.app = app
        await start(shell, link: link)
        try await app.run()
        await services.close()
    }

    /// Renders the shell once its screen has settled: nothing on it is loading (no loading
    /// placeholder shows) and the frame has stopped changing for 150 ms, or after 30 s. A
    /// steady frame alone is not settled: on a loaded machine "Loading…" stood still for
    /// 150 ms and was printed as the snapshot.
    static func snapshot(_ shell: CatsShell, link: String?, width: Int, height: Int, glyphs: GlyphRepertoire) async -> String {
        shell.rootView.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        await start(shell, link: link)
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(30)
        var frame = TerminalSnapshot.render(shell.rootView, width: width, height: height, glyphs: glyphs)
        var steadySince = clock.now
        while clock.now < deadline, clock.now - steadySince < .milliseconds(150) || showsLoading(shell.rootView) {
            try? await Task.sleep(for: .milliseconds(10))
            let next = TerminalSnapshot.render(shell.rootView, width: width, height: height, glyphs: glyphs)
            if next != frame {
                frame = next
                steadySince = clock.now
            }
        }
        return frame
    }

    /// Whether a loading placeholder (AAPL's, in a list or on its own) shows in `view`'s tree.
    static func showsLoading(_ view: View) -> Bool {
        guard !view.isHidden else { return false }
        if let placeholder = view as? PlaceholderView, placeholder.placeholder?.kind == .loading { return true }
        return view.subviews.contains { showsLoading($0) }
    }

    /// Starts `shell` on `link`; a link that does not open exits 65 with the reason, before
    /// the terminal is taken: one that does not route, and one whose target is missing
    /// (`cats://cat/999`: "there is no breed 999", ``CatsShell/check(_:)``). Signed out, the
    /// link waits for sign-in and is checked then (a reason shows on the status line).
    static func start(_ shell: CatsShell, link: String?) async {
        do throws(ModuleError) {
            try shell.start(link: link)
            if let link, shell.session != nil { try await shell.check(link) }
        } catch {
            fail("cats: cannot open \(link ?? ""): \(CatsShell.reason(error))", status: ExitCode(65))
        }
    }

    /// Prints `message` to standard error and exits with `status`.
    static func fail(_ message: String, status: ExitCode) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        Foundation.exit(status.rawValue)
    }
}

extension CatsOptions {
    /// The theme to show (``CatsTheme/chosen(flag:preferences:)``), read from
    /// `preferences.json` beside the database (none with `--in-memory`); a preferences file
    /// that cannot be read or names no theme gives ``CatsTheme/dark`` and the reason.
    /// That is the look before sign-in; also the shared preferences a user's own file
    /// (`UserPreferenceStores.cats`) starts from (in memory when unreadable).
    func chosenTheme() -> (CatsTheme, any PreferenceStore, problem: (any Error)?) {
        var preferences: any PreferenceStore = InMemoryPreferenceStore()
        do {
            switch try dataConfiguration().database {
            case .inMemory: preferences = InMemoryPreferenceStore()
            case .file(let path), .readOnlyFile(let path):
                let url = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("preferences.json")
                preferences = try FilePreferenceStore(fileURL: url)
            }
            return (try CatsTheme.chosen(flag: theme, preferences: preferences), preferences, nil)
        } catch {
            return (theme ?? .dark, preferences, error)
        }
    }

    /// Where each user's preferences file is (`preferences.<user>.json`): beside the
    /// database; none (in memory) with `--in-memory`.
    func preferencesDirectory() -> URL? {
        switch try? dataConfiguration().database {
        case .file(let path), .readOnlyFile(let path): URL(fileURLWithPath: path).deletingLastPathComponent()
        case .inMemory, nil: nil
        }
    }

    /// The log file: `--log`'s, else `cats.log` beside the database (none in memory).
    /// An explicit `--log` that cannot be opened is a usage error (exit 64, naming it);
    /// the default one that cannot be is reported and the app runs without a log.
    func openLog() -> (LogFile?, problem: LogFileError?) {
        let path: String
        if let log {
            path = log
        } else {
            guard case .file(let database)? = try? dataConfiguration().database else { return (nil, nil) }
            path = URL(fileURLWithPath: database).deletingLastPathComponent().appendingPathComponent("cats.log").path
        }
        do {
            return (try LogFile(path: path), nil)
        } catch {
            return (nil, error)
        }
    }

    /// Where the data lives, from the flags.
    func dataConfiguration() throws -> CatsDataConfiguration {
        let location: StoreLocation
        if inMemory {
            location = .inMemory
        } else if let database {
            location = .file(path: database)
        } else {
            location = .file(path: try CatsDataConfiguration.defaultDatabasePath(environment: ProcessInfo.processInfo.environment))
        }
        return CatsDataConfiguration(
            database: location, server: server, secret: secret.map(AppSecret.init) ?? CatsAPI.demoSecret, catalogPath: data,
            staleness: CatsStaleness(policy: .ttl(try staleAfterDuration())))
    }
}
