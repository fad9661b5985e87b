import Foundation

/// What an executable run to the end printed, and how it ended.
public struct ExecutableRun: Sendable {
    /// The exit status (or 128 + the signal, as a shell reports it, when killed).
    public var status: Int32
    /// Everything written to standard output.
    public var output: String
    /// Everything written to standard error.
    public var errors: String
}

/// A product of this package (`cats`, `cats-server`, `trellis-gallery`) built beside the
/// test bundle, run as a person would: arguments, environment, output to pipes, standard
/// input from `/dev/null` (so an app prints a snapshot instead of taking the terminal).
/// The command-line tests of every example share it.
public enum BuiltExecutable {
    /// The product was not built next to the tests (`swift build --build-tests` builds it
    /// when the test target depends on it).
    public struct NotBuilt: Error, CustomStringConvertible {
        /// The product's name.
        public var name: String
        public var description: String { "\(name) is not built next to the tests" }
    }

    /// The product named `name`, in the test bundle's folder or the one above it.
    ///
    /// - Throws: ``NotBuilt``.
    public static func url(named name: String) throws -> URL {
        let directories = [Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent()]
        guard
            let binary = directories.map({ $0.appendingPathComponent(name) })
                .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) })
        else { throw NotBuilt(name: name) }
        return binary
    }

    /// Starts the product `name` with `arguments` and `environment` merged over this
    /// process's, its output and errors to the pipes returned; a server a test talks to
    /// and then signals.
    ///
    /// - Throws: ``NotBuilt``, or the error `Process` gives when it cannot start it.
    public static func start(
        _ name: String, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> (process: Process, output: Pipe, errors: Pipe) {
        let process = Process()
        process.executableURL = try url(named: name)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, output, errors)
    }

    /// Runs the product `name` with `arguments` and `environment` merged over this
    /// process's, to its end. Its pipes are read and its exit awaited off the cooperative
    /// pool (``offThePool(_:)``): a child that takes seconds holds no thread other tests need.
    ///
    /// - Throws: ``NotBuilt``, or the error `Process` gives when it cannot start it.
    public static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:]) async throws -> ExecutableRun {
        let (process, output, errors) = try start(name, arguments, environment: environment)
        let child = ChildProcess(process: process, output: output.fileHandleForReading, errors: errors.fileHandleForReading)
        // Both pipes are read at once, to their ends, before waiting: a child that fills one
        // while the other is read would otherwise block on it forever.
        async let errorData = offThePool { child.errors.readDataToEndOfFile() }
        let outputData = await offThePool { child.output.readDataToEndOfFile() }
        let status = await child.exitStatus()
        return ExecutableRun(
            status: status, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: await errorData, as: UTF8.self))
    }
}

// @unchecked Sendable: Process and FileHandle are thread-safe for the calls made here (read, wait, status).
/// A started child process and the read ends of its pipes, handed to the threads that
/// read and wait for it.
public struct ChildProcess: @unchecked Sendable {
    /// The process.
    public var process: Process
    /// Its standard output's read end.
    public var output: FileHandle
    /// Its standard error's read end.
    public var errors: FileHandle

    /// Wraps a started process and its pipes' read ends.
    public init(process: Process, output: FileHandle, errors: FileHandle) {
        self.process = process
        self.output = output
        self.errors = errors
    }

    /// Waits for the process to end, off the cooperative pool, and returns its status.
    public func exitStatus() async -> Int32 {
        await offThePool {
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
}
