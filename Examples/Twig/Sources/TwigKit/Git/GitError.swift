/// Why git could not be read: each case names what was wrong in words a user can act on.
public enum GitError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No `git` program was found (on `PATH`, or at the path given).
    case gitNotFound(String)
    /// The path does not exist or is not a directory.
    case noSuchDirectory(String)
    /// The path is not inside a git repository.
    case notARepository(String)
    /// git ran and failed: the command, its exit status and the first line it printed
    /// on standard error.
    case failed(command: String, status: Int32, message: String)
    /// git's answer could not be read: a record was not in the format asked for.
    case malformedOutput(command: String, reason: String)
    /// git could not be started, or its output could not be read.
    case couldNotRun(command: String, reason: String)

    public var description: String {
        switch self {
        case .gitNotFound(let git): "git was not found (\(git)); install git or put it on PATH"
        case .noSuchDirectory(let path): "\(path) is not a directory"
        case .notARepository(let path): "\(path) is not in a git repository"
        case .failed(let command, let status, let message):
            "\(command) failed (exit status \(status))" + (message.isEmpty ? "" : ": \(message)")
        case .malformedOutput(let command, let reason): "\(command) printed what twig cannot read: \(reason)"
        case .couldNotRun(let command, let reason): "\(command) could not run: \(reason)"
        }
    }
}
