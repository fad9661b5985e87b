import Foundation

/// A file or directory of a commit's tree (`git ls-tree`).
public struct TreeEntry: Sendable, Hashable, Identifiable {
    /// What the entry is.
    public enum Kind: Sendable, Hashable {
        /// A tree: a directory.
        case directory
        /// A blob: a file (or a symbolic link).
        case file
        /// A commit of another repository.
        case submodule
    }

    /// Its path from the top of the tree: unique in the tree.
    public var id: String { path }
    /// Its path from the top of the tree.
    public var path: String
    /// What the entry is.
    public var kind: Kind
    /// The object it names (the blob, tree or submodule commit).
    public var object: String

    /// Its last path component.
    public var name: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// An entry of these fields.
    public init(path: String, kind: Kind, object: String) {
        self.path = path
        self.kind = kind
        self.object = object
    }
}

extension GitRepository {
    /// The entries of directory `path` ("" for the top) of commit `commit`, directories first,
    /// then by name.
    public func tree(of commit: String, at path: String = "") async throws(GitError) -> [TreeEntry] {
        var bytes: [UInt8] = []
        let target = path.isEmpty ? commit : "\(commit):\(path)"
        try await stream(["ls-tree", "-z", "--full-tree", target]) { chunk throws(GitError) in
            guard bytes.count + chunk.count <= 64 << 20 else {
                throw .malformedOutput(command: "git ls-tree", reason: "a directory's listing is longer than 64 MiB")
            }
            bytes.append(contentsOf: chunk)
        }
        var entries: [TreeEntry] = []
        for record in bytes.split(separator: 0) {
            // "<mode> <type> <object>\t<name>"
            guard let tab = record.firstIndex(of: 0x09) else {
                throw .malformedOutput(command: "git ls-tree", reason: "an entry has no name")
            }
            let fields = record[..<tab].split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 3 else { throw .malformedOutput(command: "git ls-tree", reason: "an entry has \(fields.count) fields") }
            let name = String(decoding: record[record.index(after: tab)...], as: UTF8.self)
            let kind: TreeEntry.Kind =
                switch fields[1] {
                case "tree": .directory
                case "commit": .submodule
                default: .file
                }
            entries.append(TreeEntry(path: path.isEmpty ? name : "\(path)/\(name)", kind: kind, object: fields[2]))
        }
        return entries.sorted { left, right in
            let (leftFirst, rightFirst) = (left.kind == .directory, right.kind == .directory)
            return leftFirst != rightFirst ? leftFirst : left.name < right.name
        }
    }

    /// The entry at `path` of commit `commit`'s tree ("" is the top), or nil when there is none.
    public func entry(at path: String, of commit: String) async throws(GitError) -> TreeEntry? {
        guard !path.isEmpty else { return TreeEntry(path: "", kind: .directory, object: commit) }
        let parent = path.split(separator: "/").dropLast().joined(separator: "/")
        let siblings: [TreeEntry]
        do {
            siblings = try await tree(of: commit, at: parent)
        } catch .failed(_, 128, _) {
            return nil  // the parent directory is not there either
        }
        return siblings.first { $0.path == path }
    }

    /// The most of a file ``contents(of:)`` and ``blame(_:at:)`` read.
    public static let maximumFileSize = 8 << 20

    /// The lines of blob `object`; a binary file (a NUL in its first 8 KiB) is one note.
    public func contents(of object: String) async throws(GitError) -> [DiffLine] {
        var bytes: [UInt8] = []
        var cut = false
        try await stream(["cat-file", "blob", object]) { chunk throws(GitError) in
            guard !cut else { return }
            let room = Self.maximumFileSize - bytes.count
            bytes.append(contentsOf: chunk.prefix(room))
            cut = chunk.count > room
        }
        if bytes.prefix(8192).contains(0) { return [DiffLine(.note, "(a binary file of \(bytes.count) bytes)")] }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            DiffLine(.context, String(decoding: $0, as: UTF8.self))
        }
        if lines.last?.text.isEmpty == true { lines.removeLast() }
        if cut { lines.append(DiffLine(.note, "… the file is cut here: it is longer than \(Self.maximumFileSize) bytes")) }
        return lines
    }

    /// Who last changed each line of `path` as of commit `commit` (`git blame --porcelain`):
    /// each line as "id author  text".
    public func blame(_ path: String, at commit: String) async throws(GitError) -> [DiffLine] {
        var bytes: [UInt8] = []
        try await stream(["blame", "--porcelain", commit, "--", path]) { chunk throws(GitError) in
            guard bytes.count + chunk.count <= Self.maximumFileSize * 4 else {
                throw .malformedOutput(command: "git blame", reason: "the blame is longer than \(Self.maximumFileSize * 4) bytes")
            }
            bytes.append(contentsOf: chunk)
        }
        var authors: [String: String] = [:]
        var current = ""
        var lines: [DiffLine] = []
        for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            if raw.first == 0x09 {
                let text = String(decoding: raw.dropFirst(), as: UTF8.self)
                let author = (authors[current] ?? "").padding(toLength: 18, withPad: " ", startingAt: 0)
                lines.append(DiffLine(.context, "\(current.prefix(7)) \(author) \(text)"))
                continue
            }
            let line = String(decoding: raw, as: UTF8.self)
            if line.hasPrefix("author ") {
                authors[current] = String(line.dropFirst(7))
            } else if let first = line.split(separator: " ").first, first.utf8.count >= 40,
                first.utf8.allSatisfy(LogRecordParser.isHexDigit)
            {
                current = String(first)
            }
        }
        return lines
    }
}
