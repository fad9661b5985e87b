import Foundation
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

/// A git repository read by running `git` with machine-readable formats, as tig reads one:
/// nothing is written to it (no command that changes a ref, the index or the work tree is
/// ever run, and `GIT_OPTIONAL_LOCKS=0` keeps even `status`-like refreshes from locking).
///
/// Each command runs in a subprocess whose output is read as it comes, never gathered
/// first; cancelling the task reading it ends the process.
///
/// ```swift
/// let repository = try await GitRepository.open("~/src/project")
/// for try await commits in repository.log() { table.append(commits) }   // newest first, in batches
/// ```
public struct GitRepository: Sendable {
    /// The work tree's top directory (or the repository's directory when it is bare).
    public let root: String
    /// The `git` program run: a name looked up on `PATH`, or a path.
    public let git: String

    /// How many commits the first batch of ``log(_:paths:firstBatch:batch:)`` holds by default: a
    /// screen or two, so the first screen shows as soon as they are read.
    public static let firstBatchSize = 128
    /// How many commits each later batch holds by default.
    public static let batchSize = 4096

    /// Opens the repository that `path` is in.
    ///
    /// - Parameters:
    ///   - path: a directory in the repository (`~` is expanded).
    ///   - git: the program to run (`git` on `PATH` by default).
    /// - Throws: ``GitError/noSuchDirectory(_:)``, ``GitError/notARepository(_:)``,
    ///   ``GitError/gitNotFound(_:)``, or why git failed.
    public static func open(_ path: String, git: String = "git") async throws(GitError) -> GitRepository {
        let expanded = (path as NSString).expandingTildeInPath
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .noSuchDirectory(path)
        }
        let probe = GitRepository(root: expanded, git: git)
        let answer: String
        do {
            answer = try await probe.output(["rev-parse", "--is-bare-repository", "--show-toplevel"])
        } catch .failed(_, _, let message) where message.contains("not a git repository") {
            throw .notARepository(path)
        }
        let lines = answer.split(separator: "\n").map(String.init)
        let root = lines.first == "true" ? expanded : (lines.count > 1 ? lines[1] : expanded)
        return GitRepository(root: root, git: git)
    }

    /// Which history ``log(_:paths:firstBatch:batch:)`` reads.
    public enum Revisions: Sendable, Hashable {
        /// The current branch's (what HEAD reaches).
        case head
        /// Every ref's: branches, remote branches and tags (`git log --all`).
        case all
        /// What one ref or object name reaches.
        case ref(String)

        var arguments: [String] {
            switch self {
            case .head: ["HEAD"]
            case .all: ["--all"]
            case .ref(let name): [name]
            }
        }
    }

    /// The commits `revisions` reaches, newest first in git's own order (by commit date, as
    /// tig reads them: `--date-order` or `--topo-order` would make git walk the whole
    /// history before it printed the first commit, a second at 100,000 commits),
    /// in batches: `firstBatch` commits, then `batch` at a time; with `paths`, only those
    /// that changed one of them (`git log --parents -- PATH`: each commit's parents are then
    /// the nearest commits that changed them too, so the graph joins what the path's
    /// history joins). An empty repository has none (the stream ends without a batch).
    public func log(
        _ revisions: Revisions = .head, paths: [String] = [], firstBatch: Int = firstBatchSize, batch: Int = batchSize
    ) -> AsyncThrowingStream<[Commit], any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [Commit].self, bufferingPolicy: .unbounded)
        let repository = self
        let task = Task {
            do throws(GitError) {
                guard try await repository.hasCommits(revisions) else { return continuation.finish() }
                var parser = LogRecordParser()
                var pending: [Commit] = []
                var limit = max(1, firstBatch)
                try await repository.stream(
                    ["log", "-z", "--no-color", "--decorate=short", "--format=\(LogRecordParser.format)"]
                        + (paths.isEmpty ? [] : ["--parents"]) + revisions.arguments + ["--"] + paths
                ) { bytes throws(GitError) in
                    pending.append(contentsOf: try parser.parse(bytes))
                    while pending.count >= limit {
                        continuation.yield(Array(pending.prefix(limit)))
                        pending.removeFirst(limit)
                        limit = max(1, batch)
                    }
                }
                try parser.finish()
                if !pending.isEmpty { continuation.yield(pending) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The header fields and whole message of commit `id` (`git show -s`).
    ///
    /// - Throws: ``GitError/failed(command:status:message:)`` naming an id git does not know.
    public func detail(of id: String) async throws(GitError) -> CommitDetail {
        var fields: [UInt8] = []
        try await stream(["show", "-s", "--no-color", "--format=\(Self.detailFormat)", id, "--"]) { chunk throws(GitError) in
            guard fields.count + chunk.count <= LogRecordParser.maximumRecordLength else {
                throw .malformedOutput(command: "git show", reason: "the commit's message is longer than 1 MiB")
            }
            fields.append(contentsOf: chunk)
        }
        // The log's seven fields, then the committer's three and the message.
        let parts = fields.split(separator: 0x1E, maxSplits: 1, omittingEmptySubsequences: false)
        var parser = LogRecordParser()
        guard parts.count == 2, let commit = try parser.parse(Array(parts[0]) + [0]).first else {
            throw .malformedOutput(command: "git show", reason: "the header of \(id.prefix(12)) is not in the format asked for")
        }
        let rest = parts[1].split(separator: 0x1F, maxSplits: 3, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard rest.count == 4, let seconds = Int64(rest[2]), (-(1 << 40)...(1 << 40)).contains(seconds) else {
            throw .malformedOutput(command: "git show", reason: "the committer of \(id.prefix(12)) is not in the format asked for")
        }
        return CommitDetail(
            commit: commit, committerName: rest[0], committerEmail: rest[1],
            committerDate: Date(timeIntervalSince1970: TimeInterval(seconds)),
            message: rest[3].trimmingCharacters(in: .newlines))
    }

    /// `git show`'s format for ``detail(of:)``: the log's fields, a record separator, the
    /// committer's name, e-mail and date, and the raw message.
    static let detailFormat = LogRecordParser.format + "%x1e%cn%x1f%ce%x1f%ct%x1f%B"

    /// The most lines a diff shows; past them it says that it was cut, so a commit of
    /// 10,000 changed files never holds the app's memory hostage.
    public static let maximumDiffLines = 200_000

    /// The diff commit `id` made (against its first parent, for a merge; against nothing,
    /// for a root commit), as its lines arrive, in batches, renames found; cut after
    /// `maximumLines` with a note saying so.
    public func diff(of id: String, maximumLines: Int = maximumDiffLines) -> AsyncThrowingStream<[DiffLine], any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: [DiffLine].self, bufferingPolicy: .unbounded)
        let repository = self
        let task = Task {
            do throws(GitError) {
                var lines = DiffLineSplitter(maximumLines: maximumLines)
                try await repository.stream(
                    ["show", "--format=", "--patch", "--no-color", "--no-ext-diff", "-M", "--diff-merges=first-parent", id, "--"]
                ) { chunk throws(GitError) in
                    let batch = lines.take(chunk)
                    if !batch.isEmpty { continuation.yield(batch) }
                    if lines.isFull { throw .malformedOutput(command: "git show", reason: DiffLineSplitter.cut) }
                }
                let last = lines.finish()
                if !last.isEmpty { continuation.yield(last) }
                continuation.finish()
            } catch .malformedOutput(_, DiffLineSplitter.cut) {
                continuation.yield([DiffLine(.note, "… the diff is cut here: it is longer than \(maximumLines) lines")])
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The full id of the commit `name` names (an id, a prefix of one, a ref).
    ///
    /// - Throws: ``TwigLinkError/noSuchCommit(_:)`` when it names none (or more than one),
    ///   or why git could not be asked.
    public func resolveCommit(_ name: String) async throws -> String {
        let result: Result<String, GitError>
        do {
            result = .success(try await output(["rev-parse", "--verify", "--quiet", "--end-of-options", "\(name)^{commit}"]))
        } catch {
            result = .failure(error)
        }
        switch result {
        case .success(let id): return id
        case .failure(.failed(_, let status, _)) where status == 1 || status == 128: throw TwigLinkError.noSuchCommit(name)
        case .failure(let error): throw error
        }
    }

    /// Whether `revisions` names any commit: an empty repository's HEAD names none.
    func hasCommits(_ revisions: Revisions) async throws(GitError) -> Bool {
        guard revisions == .head else { return true }
        do {
            _ = try await output(["rev-parse", "--verify", "--quiet", "HEAD^{commit}"])
            return true
        } catch .failed(_, 1, _) {
            return false
        }
    }

    /// What `arguments` print, whole (short answers only: at most 1 MiB).
    func output(_ arguments: [String]) async throws(GitError) -> String {
        var bytes: [UInt8] = []
        try await stream(arguments) { chunk throws(GitError) in
            guard bytes.count + chunk.count <= 1 << 20 else {
                throw .malformedOutput(command: Self.describe(arguments), reason: "more than 1 MiB")
            }
            bytes.append(contentsOf: chunk)
        }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs git with `arguments` in ``root``, handing each part of its standard output to
    /// `body` as it comes; standard error is kept (its first 16 KiB) to name a failure.
    func stream(
        _ arguments: [String], _ body: (UnsafeRawBufferPointer) throws(GitError) -> Void
    ) async throws(GitError) {
        let command = Self.describe(arguments)
        let result: ExecutionResult<GitError?, SequenceOutput, StringOutput<UTF8>>
        do {
            result = try await run(
                Self.executable(git), arguments: Arguments(["-c", "core.quotepath=off", "--no-pager"] + arguments),
                environment: .inherit.updating(["GIT_OPTIONAL_LOCKS": "0", "GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"]),
                workingDirectory: FilePath(root), input: .none, output: .sequence, error: .string(limit: 16 << 10)
            ) { execution -> GitError? in
                for try await buffer in execution.standardOutput {
                    let failure = buffer.withUnsafeBytes { raw -> GitError? in
                        do throws(GitError) {
                            try body(raw)
                            return nil
                        } catch {
                            return error
                        }
                    }
                    if let failure { return failure }
                }
                return nil
            }
        } catch let error as SubprocessError {
            if error.code == .executableNotFound { throw .gitNotFound(git) }
            if error.code == .failedToChangeWorkingDirectory { throw .noSuchDirectory(root) }
            throw .couldNotRun(command: command, reason: "\(error)")
        } catch is CancellationError {
            throw .couldNotRun(command: command, reason: "cancelled")
        } catch {
            throw .couldNotRun(command: command, reason: "\(error)")
        }
        if let failure = result.closureResult { throw failure }
        guard case .exited(let status) = result.terminationStatus, status == 0 else {
            let message = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
            let status: Int32 =
                switch result.terminationStatus {
                case .exited(let code): code
                default: -1
                }
            throw .failed(command: command, status: status, message: message)
        }
    }

    /// The program to run: a path when `git` has a slash, else a name looked up on `PATH`.
    static func executable(_ git: String) -> Executable {
        git.contains("/") ? .path(FilePath(git)) : .name(git)
    }

    /// `git log` and the like: the command's first word, for messages.
    static func describe(_ arguments: [String]) -> String {
        "git " + (arguments.first ?? "")
    }
}
