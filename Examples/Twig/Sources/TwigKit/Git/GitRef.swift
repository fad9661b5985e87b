import Foundation

/// A name for a commit: a branch, a remote branch, a tag or a stash (tig's refs view).
public struct GitRef: Sendable, Hashable, Identifiable {
    /// What kind of name it is.
    public enum Kind: Int, Sendable, Hashable, CaseIterable {
        /// A local branch (`refs/heads/`).
        case branch
        /// A remote-tracking branch (`refs/remotes/`).
        case remote
        /// A tag (`refs/tags/`).
        case tag
        /// A stash entry.
        case stash

        /// The refs view's segment title.
        public var title: String {
            switch self {
            case .branch: "Branches"
            case .remote: "Remotes"
            case .tag: "Tags"
            case .stash: "Stashes"
            }
        }
    }

    /// The full name (`refs/heads/main`, `stash@{0}`).
    public var id: String
    /// The name as shown (`main`, `origin/main`, `v1.0`, `stash@{0}`).
    public var name: String
    /// What kind of name it is.
    public var kind: Kind
    /// The commit it names (a tag's target commit, for an annotated tag).
    public var commit: String
    /// That commit's subject.
    public var subject: String
    /// When that commit was made.
    public var date: Date

    /// A ref of these fields.
    public init(id: String, name: String, kind: Kind, commit: String, subject: String, date: Date) {
        self.id = id
        self.name = name
        self.kind = kind
        self.commit = commit
        self.subject = subject
        self.date = date
    }
}

extension GitRepository {
    /// Every branch, remote branch and tag (`git for-each-ref`), then the stashes
    /// (`git log -g refs/stash`), each with its commit's subject and date.
    public func refs() async throws(GitError) -> [GitRef] {
        let format =
            "%(refname)%1f%(objectname)%1f%(*objectname)%1f%(committerdate:unix)%1f%(*committerdate:unix)%1f%(subject)%1f%(*subject)"
        let lines = try await output(["for-each-ref", "--format=\(format)", "refs/heads", "refs/remotes", "refs/tags"])
        var refs: [GitRef] = []
        for line in lines.split(separator: "\n") {
            let fields = line.split(separator: "\u{1F}", maxSplits: 6, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 7 else {
                throw .malformedOutput(command: "git for-each-ref", reason: "a line has \(fields.count) fields, not 7")
            }
            let peeled = !fields[2].isEmpty  // an annotated tag: its target's fields
            let full = fields[0]
            let (kind, name): (GitRef.Kind, String) =
                if full.hasPrefix("refs/heads/") { (.branch, String(full.dropFirst(11))) } else if full.hasPrefix("refs/remotes/") {
                    (.remote, String(full.dropFirst(13)))
                } else { (.tag, String(full.dropFirst(10))) }
            if kind == .remote && name.hasSuffix("/HEAD") { continue }  // origin/HEAD names another remote branch
            let seconds = Int64(peeled ? fields[4] : fields[3]) ?? 0
            refs.append(
                GitRef(
                    id: full, name: name, kind: kind, commit: peeled ? fields[2] : fields[1], subject: peeled ? fields[6] : fields[5],
                    date: Date(timeIntervalSince1970: TimeInterval(max(-(1 << 40), min(1 << 40, seconds))))))
        }
        return refs + (try await stashes())
    }

    /// The stashes, newest first; none when there is no stash.
    func stashes() async throws(GitError) -> [GitRef] {
        guard (try? await output(["rev-parse", "--verify", "--quiet", "refs/stash"])) != nil else { return [] }
        let lines = try await output(["log", "-g", "--format=%gd%x1f%H%x1f%ct%x1f%gs", "refs/stash", "--"])
        return lines.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\u{1F}", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4 else { return nil }
            let seconds = Int64(fields[2]) ?? 0
            return GitRef(
                id: fields[0], name: fields[0], kind: .stash, commit: fields[1], subject: fields[3],
                date: Date(timeIntervalSince1970: TimeInterval(max(-(1 << 40), min(1 << 40, seconds)))))
        }
    }
}
