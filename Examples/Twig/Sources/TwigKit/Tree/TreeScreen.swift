import Foundation
import Trellis

/// A commit's files as a `TreeView` (tig's tree view): directories expand like a file
/// manager's, their entries read from git the first time (a spinner on the directory
/// meanwhile, AAPL's loading states); Enter on a file shows its content.
@MainActor
public final class TreeScreen: ViewScreen<TreeView<TreeEntry>> {
    /// The commit whose tree is shown.
    public let commit: String
    /// Called with a file the user opened.
    public var onOpenFile: @MainActor (TreeEntry) -> Void = { _ in }

    /// A screen of commit `commit`'s tree in `repository`, from directory `path` ("" for the top).
    public init(commit: String, repository: GitRepository, theme: Theme, path: String = "") {
        self.commit = commit
        super.init(title: "Tree \(commit.prefix(7))") {
            let root = TreeEntry(path: path, kind: .directory, object: commit)
            let tree = TreeView<TreeEntry>(
                roots: [root], title: { $0.id == path ? "/" + path : $0.name + ($0.kind == .directory ? "/" : "") },
                children: { $0.kind == .directory ? .lazy : .leaf },
                loadChildren: { entry, done in
                    Task { @MainActor in
                        do { done(.success(try await repository.tree(of: commit, at: entry.path))) } catch { done(.failure(error)) }
                    }
                })
            tree.accessibilityLabel = "Files of \(commit.prefix(7))"
            return tree
        }
    }

    public override func viewDidLoad() {
        contentView.onSelect = { [unowned self] entry in
            if entry.kind == .file { onOpenFile(entry) }
        }
        if let root = contentView.roots.first { _ = contentView.expand(root.id) }
    }

    public override var preferredFocus: View? { contentView }
}

/// A file at a commit: its lines, or with `b` who last changed each (tig's blob and blame
/// views), in a ``DiffView``.
@MainActor
public final class FileScreen: ViewScreen<DiffView> {
    /// The keymap scope of the file screen's own keys.
    public nonisolated static let keymapScope = "file"

    /// What the file screen's own keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        /// Switches between the content and the blame.
        case blame
    }

    /// `b` switches between the content and the blame.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.blame, "b", summary: "who last changed each line", showsInHints: true, hint: "blame")
    ]

    /// Whether the blame is shown.
    public private(set) var showsBlame = false
    private let entry: TreeEntry
    private let commit: String
    private let repository: GitRepository
    private var reading: Task<Void, Never>?

    /// A screen of `entry` as of `commit`.
    public init(entry: TreeEntry, commit: String, repository: GitRepository) {
        self.entry = entry
        self.commit = commit
        self.repository = repository
        super.init(title: entry.name) {
            let view = DiffView()
            view.accessibilityLabel = entry.path
            return view
        }
    }

    public override func viewDidLoad() {
        contentView.bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] _, _ in
            showsBlame.toggle()
            load()
            return true
        }
        load()
    }

    /// Reads the content, or the blame.
    func load() {
        reading?.cancel()
        let (repository, entry, commit, blame) = (repository, entry, commit, showsBlame)
        contentView.setLines([DiffLine(.note, blame ? "Reading the blame of \(entry.path)…" : "Reading \(entry.path)…")])
        reading = Task { [weak self] in
            let lines: [DiffLine]
            do {
                lines = blame ? try await repository.blame(entry.path, at: commit) : try await repository.contents(of: entry.object)
            } catch {
                lines = [DiffLine(.note, "twig: \(error)")]
            }
            guard let self, !Task.isCancelled else { return }
            contentView.setLines(lines)
            isReading = false
        }
        isReading = true
    }

    /// Whether the content or blame is still being read.
    public private(set) var isReading = false

    public override var preferredFocus: View? { contentView }
}
