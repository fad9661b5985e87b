import CatsKit
import Foundation
import Logging
import Trellis

extension CatsApp {
    /// Sends what the layout pass has to say to the log, never to the terminal the app
    /// draws on: constraints it could not satisfy (a warning naming their keys, as Auto
    /// Layout's "Unable to simultaneously satisfy constraints" does).
    @MainActor
    static func routeLayoutConflicts(of shell: CatsShell) {
        let logger = Logger(label: "cats.layout")
        shell.rootView.layoutConflictHandler = { error in logger.warning("\(error)") }
    }

    /// With `--debug-layout`, where the detail header's constraints go each time it lays
    /// them out, remakes or updates them (the shell's `layoutReport`): the log, and with a
    /// snapshot standard error too. `nil` without `--debug-layout`.
    static func layoutReport(to logFile: LogFile?, debugLayout: Bool, snapshot: Bool) -> (@MainActor (String) -> Void)? {
        guard debugLayout else { return nil }
        return { report in
            let time = Date().formatted(.iso8601)
            logFile?.append("\(time) layout cats.layout: \(report)")
            if snapshot { FileHandle.standardError.write(Data("cats: \(report)\n".utf8)) }
        }
    }
}
