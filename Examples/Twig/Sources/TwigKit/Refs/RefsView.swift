import Foundation
import Trellis

/// The refs view (tig's `refs`): branches, remote branches, tags and stashes, one kind at
/// a time under a segmented control, each with its commit's date and subject. Enter opens a
/// ref's log.
@MainActor
public final class RefsView: View {
    /// Branches / Remotes / Tags / Stashes.
    public let segments = SegmentedControl(titles: GitRef.Kind.allCases.map(\.title))
    /// The refs of the chosen kind.
    public let refs = BasicDataSource<GitRef>()
    /// The table of them.
    public let table: DataTable<GitRef>
    /// Every ref read, of every kind.
    public private(set) var all: [GitRef] = []
    private let repository: GitRepository
    private var reading: Task<Void, Never>?

    /// The refs of `repository`, styled by `theme`, dates in `timeZone`.
    public init(repository: GitRepository, theme: Theme, timeZone: TimeZone) {
        self.repository = repository
        let dates = CommitDateFormat(timeZone: timeZone)
        refs.setPlaceholders(
            noContent: "None Of These", message: "The repository has no refs of this kind.", error: "Unable To Read The Refs")
        table = theme.dataTable(
            dataSource: refs,
            columns: [
                DataTableColumn("name", title: "Name", width: 24, value: \.name),
                DataTableColumn("date", title: "Date", width: 16, text: { dates.text(for: $0.date) }, sortKey: \.date),
                DataTableColumn("commit", title: "Commit", width: 8, text: { String($0.commit.prefix(7)) }),
                DataTableColumn("subject", title: "Subject", width: 40, value: \.subject),
            ])
        super.init(frame: .zero)
        table.accessibilityLabel = "Refs"
        addSubviews(["segments": segments, "table": table])
        onAction(.segmentSelected) { [unowned self] (index: Int) -> Bool in
            show(GitRef.Kind(rawValue: index) ?? .branch)
            return true
        }
    }

    /// Reads the refs (again).
    public func load() {
        reading?.cancel()
        let repository = repository
        refs.loadContent { loading in
            reading = Task { [weak self] in
                do {
                    let read = try await repository.refs()
                    guard let self, !Task.isCancelled else { return }
                    all = read
                    let kind = GitRef.Kind(rawValue: segments.selectedIndex) ?? .branch
                    let shown = read.filter { $0.kind == kind }
                    if shown.isEmpty {
                        loading.updateWithNoContent { $0.setItems([], animated: false) }
                    } else {
                        loading.updateWithContent { $0.setItems(shown, animated: false) }
                    }
                } catch {
                    guard !Task.isCancelled else { return }
                    loading.done(error: error)
                }
            }
        }
    }

    /// Shows the refs of `kind`.
    public func show(_ kind: GitRef.Kind) {
        if segments.selectedIndex != kind.rawValue { segments.selectedIndex = kind.rawValue }
        refs.setItems(all.filter { $0.kind == kind }, animated: false)
        _ = table.focusRow(0)
    }

    public override func layoutSubviews() {
        segments.frame = Rect(x: 1, y: 0, width: max(0, bounds.width - 1), height: min(1, bounds.height))
        table.frame = Rect(x: 0, y: 1, width: bounds.width, height: max(0, bounds.height - 1))
        let others = table.columns.filter { $0.id != "subject" }.reduce(0) { $0 + $1.width + 1 }
        if let index = table.columns.firstIndex(where: { $0.id == "subject" }) {
            let subject = max(20, bounds.width - others)
            if table.columns[index].width != subject { table.columns[index].width = subject }
        }
    }
}

/// The refs screen: `r` from the log; 1–4 (or a click) choose the kind, Enter opens a
/// ref's log.
@MainActor
public final class RefsScreen: ViewScreen<RefsView> {
    /// The keymap scope of the refs screen's keys.
    public nonisolated static let keymapScope = "refs"

    /// What the refs screen's own keys do: show one kind.
    public enum Command: String, KeyCommand, CaseIterable {
        /// Shows the branches.
        case branches
        /// Shows the remote branches.
        case remotes
        /// Shows the tags.
        case tags
        /// Shows the stashes.
        case stashes
    }

    /// 1 branches, 2 remote branches, 3 tags, 4 stashes.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.branches, "1", summary: "the branches", showsInHints: true, hint: "branches"),
        KeyBinding(.remotes, "2", summary: "the remote branches"),
        KeyBinding(.tags, "3", summary: "the tags", showsInHints: true, hint: "tags"),
        KeyBinding(.stashes, "4", summary: "the stashes"),
    ]

    /// A screen of `repository`'s refs.
    public init(repository: GitRepository, theme: Theme, timeZone: TimeZone) {
        super.init(title: "Refs") { RefsView(repository: repository, theme: theme, timeZone: timeZone) }
    }

    public override func viewDidLoad() {
        let view = contentView
        view.bindKeys(Self.keyBindings, scope: Self.keymapScope) { command, _ in
            let kinds: [Command: GitRef.Kind] = [.branches: .branch, .remotes: .remote, .tags: .tag, .stashes: .stash]
            view.show(kinds[command] ?? .branch)
            return true
        }
        view.load()
    }

    public override var preferredFocus: View? { contentView.table }
}
