import Trellis
import TrellisShell
import TrellisTerminal
import TrellisViews

/// The running gallery (the composition root): the home menu at the bottom of a
/// ``TrellisShell/StackNavigator``, one ``GalleryScreen`` per page pushed over it, the
/// status line, and the keys every screen shares: the framework's standard ones
/// (`StandardCommand`: `?` help, `q` quit, Esc back), declared on the root as Cats's are.
///
/// ```swift
/// let shell = GalleryShell()
/// let app = TerminalApp(root: shell.rootView, backend: POSIXTerminal())
/// shell.app = app
/// shell.start(page: .lists)      // or nil for the home menu
/// try await app.run()
/// ```
@MainActor
public final class GalleryShell {
    /// What every page is made with.
    public let context: GalleryContext
    /// The whole terminal.
    public let rootView: GalleryRootView
    /// The screens shown, home first.
    public private(set) var navigator: StackNavigator?
    /// The host (a `TerminalApp`), when running in one.
    public weak var app: AppHost? {
        didSet {
            // Esc goes back, the hint line follows the keys in effect (looked at only when
            // something changed), announcements show on the status line.
            rootView.attach(
                app, owner: self, sharedScope: Self.keymapScope, focus: { [weak self] in self?.topScreen?.page.preferredFocus },
                back: { [weak self] in self?.navigator?.goBack() ?? false })
        }
    }

    /// A shell styled by `theme`, its keys rebound by `keymap` (checked first with
    /// ``check(_:)``); nothing shows until ``start(page:)``.
    public init(theme: Theme = .standard, keymap: Keymap = Keymap()) {
        context = GalleryContext(theme: theme)
        rootView = GalleryRootView(statusLine: StatusBar(status: StatusLine(), theme: theme))
        rootView.keymap = keymap
        context.focus = { [weak self] view in self?.app?.focusedView = view }
        context.focusedView = { [weak self] in self?.app?.focusedView }
        rootView.onContentChange = { [weak self] in self?.updateHints() }
        rootView.onLayoutConflict = { [weak self] error in self?.layoutConflict(error) }
        rootView.bindStandardKeys(
            scope: Self.keymapScope, title: { [weak self] in "Keys: \(self?.topScreen?.title ?? "Gallery")" }, theme: { theme },
            canGoBack: { [weak self] in (self?.navigator?.screens.count ?? 0) > 1 })
    }

    /// The keymap scope of the keys every screen shares.
    public nonisolated static let keymapScope = "gallery"

    /// Shows the home menu, with `page` pushed over it when given.
    public func start(page: GalleryPage? = nil) {
        let home = GalleryScreen(
            title: "Trellis gallery", kind: nil, page: HomePage(context: context) { [weak self] page in self?.open(page) })
        let navigator = StackNavigator(root: home)
        self.navigator = navigator
        navigator.host = rootView
        if let page { open(page) }
    }

    /// Pushes `page`'s screen.
    public func open(_ page: GalleryPage) {
        navigator?.push(GalleryScreen(title: page.title, kind: page, page: makePage(page)))
    }

    /// A new page of `kind`.
    func makePage(_ kind: GalleryPage) -> any GalleryPageView {
        switch kind {
        case .lists: ListsPage(context: context)
        case .constraints: ConstraintsPage(context: context)
        case .table: TablePage(context: context)
        case .reactor: ReactorPage(context: context)
        case .router: RouterPage(context: context)
        case .fields: FieldsPage(context: context)
        case .form: FormPage(context: context)
        case .textArea: TextAreaPage(context: context)
        case .dataTable: DataTablePage(context: context)
        case .treeView: TreeViewPage(context: context)
        case .containers: ContainersPage(context: context)
        case .controls: ControlsPage(context: context)
        case .dialogs: DialogsPage(context: context)
        }
    }

    /// The screen on top (the help is not a screen).
    public var topScreen: GalleryScreen? { navigator?.topScreen as? GalleryScreen }

    /// The hint line: the page's keys that apply now (its focused view's first), then the
    /// shared ones, all generated from their declarations.
    private func updateHints() {
        rootView.updateHints(from: topScreen?.page.preferredFocus, sharedScope: Self.keymapScope)
    }

    /// Shows the keys in effect on the screen on top, over it.
    public func showHelp() {
        rootView.presentHelp(title: "Keys: \(topScreen?.title ?? "Gallery")", theme: context.theme)
    }

    /// A conflict goes to the constraints page when it is on top (it shows the report),
    /// else to the status line.
    private func layoutConflict(_ error: LayoutError) {
        if let page = topScreen?.page as? ConstraintsPage {
            page.show(error)
        } else {
            rootView.statusLine.status.show(StatusMessage("layout conflict: \(error)", kind: .error))
        }
    }
}

extension GalleryShell {
    /// Every keymap scope of the gallery and its commands' names: the shared keys
    /// (`[gallery]`), each page's, and the framework views' own (`Keymap.frameworkCommands`).
    public nonisolated static let keymapCommands: [String: Set<String>] = Keymap.frameworkCommands.merging([
        keymapScope: StandardCommand.commandNames,
        ListsPage.keymapScope: ListsPage.Command.commandNames,
        ConstraintsPage.keymapScope: ConstraintsPage.Command.commandNames,
        TablePage.keymapScope: TablePage.Command.commandNames,
        ReactorPage.keymapScope: ReactorPage.Command.commandNames,
        FormPage.keymapScope: FormCommand.commandNames,
        RouterPage.keymapScope: RouterPage.Command.commandNames,
        FieldsPage.keymapScope: FieldsPage.Command.commandNames,
    ]) { _, app in app }

    /// Checks `keymap` before it is used: every scope and command it names is the
    /// gallery's, and no key of the shared ones is bound twice.
    ///
    /// - Throws: `KeymapError` naming the scope, the command or the key.
    public nonisolated static func check(_ keymap: Keymap) throws(KeymapError) {
        try keymap.check(commands: keymapCommands)
        _ = try StandardCommand.defaultBindings.applying(keymap, scope: keymapScope)
    }
}
