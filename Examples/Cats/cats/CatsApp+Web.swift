import CatsKit
import Foundation
import Logging
import Trellis

extension CatsApp {
    /// `cats --web [HOST:]PORT`: the same app, one per browser tab, served by TrellisWeb's
    /// `WebServer` until SIGINT or SIGTERM. The services (the database, the networker, the
    /// sync engine) start once and every tab shares them, as two windows of one app do;
    /// each tab has its own shell: its screens, its navigation and its session. A `link`
    /// opens in every new tab (one that does not open is said on the tab's status line).
    static func serve(
        options: CatsOptions, link: String?, configuration: WebServerConfiguration, accessibility: AccessibilityOptions
    ) async throws {
        let (logFile, logProblem) = options.openLog()
        if let logProblem, options.log != nil { fail("cats: --log: \(logProblem)", status: .validationFailure) }
        // Nothing draws on this terminal: errors go to standard error, and warnings (the
        // layout's, the network's) to the log as in the terminal.
        LoggingSystem.bootstrap { label in
            var handlers: [any LogHandler] = []
            if let logFile { handlers.append(FileLogHandler(file: logFile, label: label, logLevel: .warning)) }
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = .error
            handlers.append(handler)
            return MultiplexLogHandler(handlers)
        }
        let services: CatsServices
        do {
            services = try await CatsServices.start(options.dataConfiguration())
        } catch {
            fail("cats: \(error)", status: .failure)
        }
        let (theme, preferences, problem) = options.chosenTheme()
        let keymap = try options.readKeymap()  // validated already: a bad keymap never gets here
        let server = WebServer(configuration, logger: Logger(label: "cats.web")) { request in
            let shell = CatsShell(
                services: services, theme: theme.theme, preferences: preferences,
                userPreferences: .cats(directory: options.preferencesDirectory(), shared: preferences),
                themeFlag: options.theme, layoutReport: layoutReport(to: logFile, debugLayout: options.debugLayout, snapshot: false),
                keymap: keymap)
            if let problem { shell.status.show("\(problem); showing the \(theme.rawValue) theme") }
            routeLayoutConflicts(of: shell)
            let app = WebApp(root: shell.rootView, size: request.size, accessibility: accessibility)
            shell.app = app
            do throws(ModuleError) {
                try shell.start(link: link)
                if let link, shell.session != nil { try await shell.check(link) }
            } catch {
                shell.status.show("cannot open \(link ?? ""): \(CatsShell.reason(error))")
            }
            // The closure holds the shell for as long as the tab lives.
            return WebTab(app: app) { _ = shell.session?.invalidate() }
        }
        do {
            try await server.run { port in
                // Standard output may be a pipe (a launcher reading the address): the line goes at once.
                FileHandle.standardOutput.write(
                    Data("cats: open \(configuration.url(port: port)) in a browser (Ctrl-C stops the server)\n".utf8))
            }
        } catch {
            await services.close()
            fail("cats: --web: cannot serve at \(configuration.host):\(configuration.port): \(error)", status: .failure)
        }
        await services.close()
    }
}
