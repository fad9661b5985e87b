import Foundation

/// One commit as the log shows it: `git log`'s fields, read with `--format` in
/// machine-readable form (tig's `git log --pretty=raw` reading, in fields).
///
/// Text from the repository is shown as it is read: a name or subject that is not UTF-8
/// (a Latin-1 author in an old repository) is decoded with replacement characters, never
/// refused.
public struct Commit: Sendable, Hashable, Identifiable {
    /// The full object name (40 hexadecimal digits, 64 in a SHA-256 repository).
    public var id: String
    /// The parents' object names: none for a root commit, two or more for a merge.
    public var parents: [String]
    /// The author's name.
    public var authorName: String
    /// The author's e-mail address.
    public var authorEmail: String
    /// When the author made it.
    public var authorDate: Date
    /// The first line of the message.
    public var subject: String
    /// The refs pointing at it, as `git log --decorate` names them: `HEAD -> main`,
    /// `tag: v1.0`, `origin/main`.
    public var refs: [String]
    /// Its row of the log's graph column (``CommitGraph``), drawn by ``CommitLog`` as the
    /// commits arrive; empty for a commit read on its own.
    public var graph: String = ""

    /// A commit of these fields.
    public init(
        id: String, parents: [String] = [], authorName: String, authorEmail: String = "", authorDate: Date, subject: String,
        refs: [String] = []
    ) {
        self.id = id
        self.parents = parents
        self.authorName = authorName
        self.authorEmail = authorEmail
        self.authorDate = authorDate
        self.subject = subject
        self.refs = refs
    }

    /// The abbreviated object name shown in the log: its first seven digits, as
    /// `git log --oneline` shows them in a small repository.
    public var shortID: String { String(id.prefix(7)) }

    /// Whether it merges two or more lines of history.
    public var isMerge: Bool { parents.count > 1 }
}
