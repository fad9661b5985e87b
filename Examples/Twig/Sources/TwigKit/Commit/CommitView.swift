import Foundation
import Trellis

/// A commit: its header (id, author, committer, parents), its message and its diff,
/// in one ``DiffView`` (tig's diff view). The header shows as soon as git has answered for
/// it; the diff follows as git prints it.
@MainActor
public final class CommitView: View {
    /// The commit shown.
    public let id: String
    /// The lines: header, message, diff.
    public let diff = DiffView()
    /// The commit's fields, once read.
    public private(set) var detail: CommitDetail?
    /// Whether the diff is still being read.
    public private(set) var isReading = false
    private let repository: GitRepository
    private let dates: CommitDateFormat
    private var reading: Task<Void, Never>?

    /// A view of commit `id` of `repository`, its dates in `timeZone`.
    public init(id: String, repository: GitRepository, timeZone: TimeZone) {
        self.id = id
        self.repository = repository
        dates = CommitDateFormat(timeZone: timeZone)
        super.init()
        diff.accessibilityLabel = "Commit \(id.prefix(7))"
        addSubviews(["diff": diff])
    }

    /// Reads the commit and its diff (again, if they were read).
    public func load() {
        reading?.cancel()
        isReading = true
        diff.setLines([DiffLine(.note, "Reading commit \(id.prefix(12))…")])
        let (repository, id) = (repository, id)
        reading = Task { [weak self] in
            do {
                let detail = try await repository.detail(of: id)
                guard let self, !Task.isCancelled else { return }
                self.detail = detail
                diff.setLines(header(detail))
                for try await batch in repository.diff(of: id) {
                    guard !Task.isCancelled else { return }
                    diff.append(batch)
                }
                isReading = false
            } catch {
                guard let self, !Task.isCancelled else { return }
                diff.append([DiffLine(.note, "twig: \(error)")])
                isReading = false
            }
        }
    }

    /// Stops reading.
    public func stopReading() {
        reading?.cancel()
        reading = nil
        isReading = false
    }

    /// The lines above the diff, as `git show` prints them.
    func header(_ detail: CommitDetail) -> [DiffLine] {
        let commit = detail.commit
        var lines = [DiffLine(.file, "commit \(commit.id)" + (commit.refs.isEmpty ? "" : " (\(commit.refs.joined(separator: ", ")))"))]
        lines += commit.parents.enumerated().map { index, parent in
            DiffLine(.meta, (commit.isMerge ? "Parent \(index + 1): " : "Parent:   ") + parent)
        }
        lines.append(DiffLine(.meta, "Author:   \(commit.authorName) <\(commit.authorEmail)>  \(dates.text(for: commit.authorDate))"))
        lines.append(
            DiffLine(.meta, "Commit:   \(detail.committerName) <\(detail.committerEmail)>  \(dates.text(for: detail.committerDate))"))
        lines.append(DiffLine(.context, ""))
        lines += detail.message.split(separator: "\n", omittingEmptySubsequences: false).map { DiffLine(.context, "    \($0)") }
        lines.append(DiffLine(.context, ""))
        return lines
    }

    public override func layoutSubviews() {
        diff.frame = bounds
    }
}

/// A commit's screen: pushed from the log with Enter; `p` opens its first parent.
@MainActor
public final class CommitScreen: ViewScreen<CommitView> {
    /// The keymap scope of the commit screen's keys.
    public nonisolated static let keymapScope = "commit"

    /// What the commit screen's own keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        case openParent = "open-parent"
        case openTree = "open-tree"
    }

    /// `p` opens the first parent, `t` the commit's files.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.openParent, "p", summary: "open the first parent", showsInHints: true, hint: "parent"),
        KeyBinding(.openTree, "t", summary: "the commit's files", showsInHints: true, hint: "tree"),
    ]

    /// Called with a parent's id when the user asks to open it.
    public var onOpenParent: @MainActor (String) -> Void = { _ in }
    /// Called when the user asks for the commit's files.
    public var onOpenTree: @MainActor () -> Void = {}

    /// A screen of commit `id`.
    public init(id: String, repository: GitRepository, timeZone: TimeZone) {
        super.init(title: "Commit \(id.prefix(7))") { CommitView(id: id, repository: repository, timeZone: timeZone) }
    }

    public override func viewDidLoad() {
        contentView.bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] command, _ in
            switch command {
            case .openParent:
                guard let parent = contentView.detail?.commit.parents.first else { return false }
                onOpenParent(parent)
            case .openTree: onOpenTree()
            }
            return true
        }
        contentView.load()
    }

    public override func viewDidDisappear() {
        if contentView.isReading { contentView.stopReading() }
    }

    public override var preferredFocus: View? { contentView.diff }
}
