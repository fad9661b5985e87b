import Foundation

/// What the commit screen shows above the diff: the fields of `git show`'s header and the
/// whole message.
public struct CommitDetail: Sendable, Hashable {
    /// The commit as the log has it (id, parents, author, date, subject).
    public var commit: Commit
    /// Who committed it.
    public var committerName: String
    /// The committer's e-mail address.
    public var committerEmail: String
    /// When it was committed.
    public var committerDate: Date
    /// The whole message, subject and body, as written.
    public var message: String

    /// A detail of these fields.
    public init(commit: Commit, committerName: String, committerEmail: String, committerDate: Date, message: String) {
        self.commit = commit
        self.committerName = committerName
        self.committerEmail = committerEmail
        self.committerDate = committerDate
        self.message = message
    }
}

/// One line of a diff, with what it is, so the diff view can colour it as `git diff
/// --color` does: file headers bold, hunk headers cyan, added lines green, removed red.
public struct DiffLine: Sendable, Hashable {
    /// What a line of a unified diff is.
    public enum Kind: Sendable, Hashable {
        /// `diff --git a/… b/…`: a file's first line.
        case file
        /// `index …`, `new file mode …`, `--- a/…`, `+++ b/…`, renames and the like.
        case meta
        /// `@@ -1,4 +1,5 @@`: where a hunk starts.
        case hunk
        /// `+…`: a line the commit added.
        case added
        /// `-…`: a line the commit removed.
        case removed
        /// ` …`: a line around a change, or a line of a file's content.
        case context
        /// A line twig adds: that the diff was cut, or that it is still being read.
        case note
    }

    /// What the line is.
    public var kind: Kind
    /// The line as git printed it, without its newline.
    public var text: String

    /// A line of `kind` reading `text`.
    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// The line `text` of a unified diff, its kind read from how it starts (`inHunk`:
    /// whether a hunk header came since the last file header, where `---` is a removed
    /// line, not a file's name).
    public static func classify(_ text: String, inHunk: Bool) -> DiffLine {
        if text.hasPrefix("diff --git ") || text.hasPrefix("diff --cc ") { return DiffLine(.file, text) }
        if text.hasPrefix("@@") { return DiffLine(.hunk, text) }
        if inHunk {
            switch text.first {
            case "+": return DiffLine(.added, text)
            case "-": return DiffLine(.removed, text)
            case "\\": return DiffLine(.meta, text)  // "\ No newline at end of file"
            default: return DiffLine(.context, text)
            }
        }
        return DiffLine(.meta, text)
    }
}
