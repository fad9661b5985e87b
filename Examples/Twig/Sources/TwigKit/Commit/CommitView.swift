import Foundation
import Trellis

/// A commit: its header (id, author, committer, parents), its message and its diff,
/// in one ``DiffView`` (tig's diff view), with the tree of the files it changed beside it
/// on a terminal of 100 columns or more. The header shows as soon as git has answered for
/// it; the diff and the tree follow as git prints them. Enter on a file of the tree shows
/// its diff; Tab moves between the tree and the diff.
@MainActor
public final class CommitView: View {
    /// The commit shown.
    public let id: String
    /// The lines: header, message, diff.
    public let diff = DiffView()
    /// The files the commit changed, as a tree, each opening its part of the diff.
    public let files: TreeView<ChangedFileNode>
    /// The files read so far, in the diff's order.
    public private(set) var changedFiles: [ChangedFile] = []
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
        files = TreeView(
            roots: [], title: { $0.isDirectory ? $0.name + "/" : $0.name },
            children: { $0.isDirectory ? .nodes($0.children) : .leaf })
        super.init()
        diff.accessibilityLabel = "Commit \(id.prefix(7))"
        files.accessibilityLabel = "Changed files"
        files.onSelect = { [unowned self] node in
            if let line = node.line { diff.reveal(line: line) }
        }
        addSubviews(["files": files, "diff": diff])
    }

    /// Adds the diff's next lines, and the files they start to the tree.
    private func appendDiff(_ batch: [DiffLine]) {
        let before = (changedFiles.count, changedFiles.last)
        ChangedFile.add(batch, offset: diff.lines.count, to: &changedFiles)
        diff.append(batch)
        guard before.0 != changedFiles.count || before.1 != changedFiles.last else { return }
        files.roots = ChangedFileNode.tree(of: changedFiles)
        func expand(_ nodes: [ChangedFileNode]) {
            for node in nodes where node.isDirectory {
                if !files.isExpanded(node.id) { _ = files.expand(node.id) }
                expand(node.children)
            }
        }
        expand(files.roots)
        if before.0 == 0 { setNeedsLayout() }
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
                changedFiles = []
                files.roots = []
                for try await batch in repository.diff(of: id) {
                    guard !Task.isCancelled else { return }
                    appendDiff(batch)
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

    /// Whether the tree of files shows: on 100 columns or more, once a file is read.
    public var showsFiles: Bool { bounds.width >= 100 && !changedFiles.isEmpty }

    public override func layoutSubviews() {
        files.isHidden = !showsFiles
        guard showsFiles else {
            diff.frame = bounds
            return
        }
        let width = min(40, bounds.width / 4)
        files.frame = Rect(x: 0, y: 0, width: width, height: bounds.height)
        diff.frame = Rect(x: width + 1, y: 0, width: bounds.width - width - 1, height: bounds.height)
    }
}

/// A commit's screen: pushed from the log with Enter; `p` opens its first parent.
@MainActor
public final class CommitScreen: ViewScreen<CommitView> {
    /// The keymap scope of the commit screen's keys.
    public nonisolated static let keymapScope = "commit"

    /// What the commit screen's own keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        /// Opens the first parent's screen.
        case openParent = "open-parent"
        /// Opens the commit's tree of files.
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
