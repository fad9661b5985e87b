import CatsKit
import Foundation
import Logging
import Trellis

extension CatsApp {
    /// Sends what the layout pass has to say to the log, never to the terminal the app
    /// draws on: constraints it could not satisfy (a warning naming their keys, as Auto
    /// Layout's "Unable to simultaneously satisfy constraints" does), and with
    /// `--debug-layout` the detail header's constraints each time it lays them out, remakes
    /// or updates them. A snapshot also writes the header's to standard error.
    static func routeLayoutReports(of shell: CatsShell, to logFile: LogFile?, debugLayout: Bool, snapshot: Bool) {
        let logger = Logger(label: "cats.layout")
        shell.rootView.layoutConflictHandler = { error in logger.warning("\(error)") }
        guard debugLayout else { return }
        shell.layoutReport = { report in
            let time = Date().formatted(.iso8601)
            logFile?.append("\(time) layout cats.layout: \(report)")
            if snapshot { FileHandle.standardError.write(Data("cats: \(report)\n".utf8)) }
        }
    }
}
