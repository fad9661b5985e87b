import Foundation
import Trellis

/// Twig's screens in one terminal (or browser tab): the log of a repository first, under a
/// status bar, with the keys every Trellis app shares (`q` quits, `?` lists the keys,
/// Esc goes back).
///
/// ```swift
/// let shell = TwigShell()
/// let app = TerminalApp(root: shell.rootView, backend: POSIXTerminal())
/// shell.app = app
/// shell.start(repository: try await GitRepository.open("."))
/// try await app.run()
/// ```
@MainActor
public final class TwigShell {
    /// The whole screen: the screen on top, the status bar under it.
    public let rootView: NavigationRootView<StatusBar>
    /// How every screen looks.
    public let theme: Theme
    /// The time zone dates are shown in.
    public let timeZone: TimeZone
    /// The screens shown, the log first.
    public private(set) var navigator: StackNavigator?

    /// The host (a `TerminalApp` or a browser tab's `WebApp`), when running in one.
    public weak var app: AppHost? {
        didSet {
            // Esc goes back, the hint line follows the keys in effect (looked at only when
            // something changed), the accessible mode's sentences go to the status line.
            rootView.attach(
                app, owner: self, sharedScope: Self.keymapScope, focus: { [weak self] in self?.navigator?.topScreen?.preferredFocus },
                back: { [weak self] in self?.navigator?.goBack() ?? false })
        }
    }

    /// The keymap scope of the keys every screen shares.
    public nonisolated static let keymapScope = "twig"

    /// A shell styled by `theme`, showing dates in `timeZone`; nothing shows until ``start(repository:revisions:)``.
    public init(theme: Theme = .standard, timeZone: TimeZone = .current) {
        self.theme = theme
        self.timeZone = timeZone
        rootView = NavigationRootView(statusLine: StatusBar(status: StatusLine(), theme: theme))
        rootView.bindStandardKeys(
            scope: Self.keymapScope, title: { [weak self] in "Keys: \(self?.navigator?.topScreen?.title ?? "Twig")" },
            theme: { theme }, canGoBack: { [weak self] in (self?.navigator?.screens.count ?? 0) > 1 })
        rootView.onContentChange = { [weak self] in
            self?.updateHints()
            if let title = self?.navigator?.topScreen?.title { self?.app?.announce("Screen: \(title)") }
        }
    }

    /// The hint line: the screen's keys that apply now (its focused view's first), then the
    /// shared ones, all generated from their declarations (as the gallery's is).
    private func updateHints() {
        rootView.updateHints(from: navigator?.topScreen?.preferredFocus, sharedScope: Self.keymapScope)
    }

    /// Shows the log of `repository` (HEAD's history, or `revisions`).
    public func start(repository: GitRepository, revisions: GitRepository.Revisions = .head) {
        let navigator = StackNavigator(root: logScreen(of: repository, revisions: revisions, title: "Log"))
        self.navigator = navigator
        navigator.host = rootView
    }

    /// Whether a link's place is still being looked up (a `twig://tree/…` path asks git
    /// whether it is a file or a directory).
    public private(set) var isOpeningLink = false

    /// Shows `link`'s place over the log (started first, with ``start(repository:revisions:)``).
    public func open(_ link: TwigLink, in repository: GitRepository) {
        switch link {
        case .log: navigator?.popToRoot()
        case .commit(let id): openCommit(id, in: repository)
        case .tree(let id, let path):
            // Whether the path is a file or a directory is git's to say.
            isOpeningLink = true
            Task { [weak self] in
                let entry = try? await repository.entry(at: path, of: id)
                guard let self else { return }
                isOpeningLink = false
                if let entry, entry.kind == .file {
                    openTree(of: id, in: repository, at: path.split(separator: "/").dropLast().joined(separator: "/"), file: entry)
                } else {
                    openTree(of: id, in: repository, at: path)
                }
            }
        }
    }

    /// A log screen of `revisions`, whose Enter opens a commit and `r` the refs.
    func logScreen(of repository: GitRepository, revisions: GitRepository.Revisions, paths: [String] = [], title: String)
        -> LogScreen
    {
        let screen = LogScreen(
            log: CommitLog(repository: repository, revisions: revisions, paths: paths), title: title, theme: theme,
            timeZone: timeZone)
        screen.contentView.onSearchPath = { [weak self] path in
            guard let self else { return }
            navigator?.push(logScreen(of: repository, revisions: revisions, paths: [path], title: path))
        }
        screen.contentView.table.onSelect = { [weak self] commit in self?.openCommit(commit.id, in: repository) }
        screen.onOpenRefs = { [weak self] in self?.openRefs(of: repository) }
        return screen
    }

    /// Pushes the refs screen; Enter there pushes the chosen ref's log.
    public func openRefs(of repository: GitRepository) {
        let screen = RefsScreen(repository: repository, theme: theme, timeZone: timeZone)
        screen.contentView.table.onSelect = { [weak self] ref in
            guard let self else { return }
            navigator?.push(logScreen(of: repository, revisions: .ref(ref.id), title: ref.name))
        }
        navigator?.push(screen)
    }

    /// Pushes commit `commit`'s tree from directory `path` ("" for the top); Enter on a file
    /// pushes its content (`b` its blame). A `file` given is pushed over the tree at once.
    public func openTree(of commit: String, in repository: GitRepository, at path: String = "", file: TreeEntry? = nil) {
        let screen = TreeScreen(commit: commit, repository: repository, theme: theme, path: path)
        screen.onOpenFile = { [weak self] entry in
            self?.navigator?.push(FileScreen(entry: entry, commit: commit, repository: repository))
        }
        navigator?.push(screen)
        if let file { navigator?.push(FileScreen(entry: file, commit: commit, repository: repository)) }
    }

    /// Pushes the screen of commit `id`: its message, its fields and its diff.
    public func openCommit(_ id: String, in repository: GitRepository) {
        let screen = CommitScreen(id: id, repository: repository, timeZone: timeZone)
        screen.onOpenParent = { [weak self] parent in self?.openCommit(parent, in: repository) }
        screen.onOpenTree = { [weak self] in self?.openTree(of: id, in: repository) }
        navigator?.push(screen)
    }

    /// The log on the bottom of the stack, once started.
    public var logScreen: LogScreen? { navigator?.screens.first as? LogScreen }
}

/// The log: every commit of a history, newest first (tig's main view); `r` opens the refs.
@MainActor
public final class LogScreen: ViewScreen<CommitLogView> {
    /// The keymap scope of the log screen's own keys.
    public nonisolated static let keymapScope = "log-screen"

    /// What the log screen's own keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        /// Shows the branches, remote branches, tags and stashes.
        case refs
    }

    /// `r` shows the refs.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.refs, "r", summary: "branches, tags and stashes", showsInHints: true, hint: "refs")
    ]

    /// Called when the user asks for the refs.
    public var onOpenRefs: @MainActor () -> Void = {}

    /// A screen of `log`, titled `title` (the ref it shows, or "Log").
    public init(log: CommitLog, title: String = "Log", theme: Theme, timeZone: TimeZone) {
        super.init(title: title) { CommitLogView(log: log, theme: theme, timeZone: timeZone) }
    }

    public override func viewDidLoad() {
        contentView.bindKeys(
            Self.keyBindings, scope: Self.keymapScope, when: { [unowned self] _ in !contentView.isTyping },
            perform: { [unowned self] _, _ in
                onOpenRefs()
                return true
            })
    }

    public override var preferredFocus: View? { contentView.table }
}
