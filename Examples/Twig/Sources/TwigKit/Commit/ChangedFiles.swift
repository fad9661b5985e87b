/// A file a commit changed, and the line of the commit's diff where its part starts.
public struct ChangedFile: Sendable, Hashable {
    /// The file's path after the commit (its new name, for a rename).
    public var path: String
    /// The index of its `diff --git` line among the diff view's lines.
    public var line: Int

    /// A changed file at `path` whose diff starts at `line`.
    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// The path a `diff --git a/P b/P` line names: P when both halves agree (a path with
    /// spaces included), else what follows the last ` b/` (a rename, whose `rename to`
    /// line names it exactly); `diff --cc P` names P.
    public static func path(ofHeader header: String) -> String {
        if header.hasPrefix("diff --cc ") { return String(header.dropFirst("diff --cc ".count)) }
        let rest = Substring(header.dropFirst("diff --git ".count))
        let characters = Array(rest)
        if characters.count >= 5, (characters.count - 5).isMultiple(of: 2), rest.hasPrefix("a/") {
            let length = (characters.count - 5) / 2
            let old = characters[2..<(2 + length)]
            let separator = characters[(2 + length)..<(5 + length)]
            let new = characters[(5 + length)...]
            if Array(old) == Array(new), String(separator) == " b/" { return String(new) }
        }
        if let range = rest.range(of: " b/", options: .backwards) { return String(rest[range.upperBound...]) }
        return String(rest)
    }

    /// Adds the files of `lines` (a diff's next lines; `offset` is the index of the first
    /// one among all lines) to `files`, each at its `diff` line, a renamed one under its new
    /// name (its `rename to` line may come in the next part).
    public static func add(_ lines: some Collection<DiffLine>, offset: Int, to files: inout [ChangedFile]) {
        for (index, line) in lines.enumerated() {
            switch line.kind {
            case .file: files.append(ChangedFile(path: path(ofHeader: line.text), line: offset + index))
            case .meta where line.text.hasPrefix("rename to ") && !files.isEmpty:
                files[files.count - 1].path = String(line.text.dropFirst("rename to ".count))
            default: continue
            }
        }
    }
}

/// A node of the changed files' tree: a directory and what it holds, or a file with the
/// line its diff starts at.
public struct ChangedFileNode: Sendable, Hashable, Identifiable {
    /// The path, with a `/` after a directory's (a file and a directory of one name can
    /// both be in a commit: one deleted, the other added).
    public var id: String
    /// The last part of the path.
    public var name: String
    /// A file's first diff line; `nil` for a directory.
    public var line: Int?
    /// A directory's entries, directories first, each group by name.
    public var children: [ChangedFileNode]

    /// Whether it is a directory.
    public var isDirectory: Bool { line == nil }

    /// The tree of `files`: the top level's entries, each directory holding its own.
    public static func tree(of files: [ChangedFile]) -> [ChangedFileNode] {
        final class Directory {
            var directories: [String: Directory] = [:]
            var files: [(name: String, line: Int)] = []
        }
        let root = Directory()
        for file in files {
            var directory = root
            let parts = file.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            guard let name = parts.last else { continue }
            for part in parts.dropLast() {
                if let next = directory.directories[part] {
                    directory = next
                } else {
                    let next = Directory()
                    directory.directories[part] = next
                    directory = next
                }
            }
            directory.files.append((name, file.line))
        }
        func nodes(of directory: Directory, prefix: String) -> [ChangedFileNode] {
            let directories = directory.directories.sorted { $0.key < $1.key }.map { name, sub in
                ChangedFileNode(id: prefix + name + "/", name: name, line: nil, children: nodes(of: sub, prefix: prefix + name + "/"))
            }
            let files = directory.files.sorted { $0.name < $1.name }.map {
                ChangedFileNode(id: prefix + $0.name, name: $0.name, line: $0.line, children: [])
            }
            return directories + files
        }
        return nodes(of: root, prefix: "")
    }
}
