import TrellisShell
import TrellisTerminal
import TrellisViews

/// The running gallery (the composition root): the home menu at the bottom of a
/// ``TrellisShell/StackNavigator``, one ``GalleryScreen`` per page pushed over it, the
/// status line, and the keys every screen shares (`?` help, `q` quit; Esc and Backspace
/// go back through the terminal app's `onBack`).
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
            rootView.app = app
            app?.onBack = { [weak self] in self?.navigator?.goBack() ?? false }
        }
    }

    /// A shell styled by `theme`; nothing shows until ``start(page:)``.
    public init(theme: Theme = .standard) {
        context = GalleryContext(theme: theme)
        rootView = GalleryRootView(statusLine: GalleryStatusLine(theme: theme))
        context.focus = { [weak self] view in self?.app?.focusedView = view }
        context.focusedView = { [weak self] in self?.app?.focusedView }
        rootView.onContentChange = { [weak self] in self?.updateHints() }
        rootView.onLayoutConflict = { [weak self] error in self?.layoutConflict(error) }
        rootView.onAction(.key) { [weak self] (event: KeyEvent) -> Bool in
            self?.handleSharedKey(event) ?? false
        }
    }

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
        }
    }

    /// The screen on top (the help is not a screen).
    public var topScreen: GalleryScreen? { navigator?.topScreen as? GalleryScreen }

    /// Keys every screen has, after its own.
    public static let sharedKeys = [KeyHelp("Esc", "back"), KeyHelp("?", "help"), KeyHelp("q", "quit")]
    /// The shared keys that work while typing in a field, where letters are text.
    public static let textEntryKeys = [KeyHelp("Esc", "back"), KeyHelp("F1", "help"), KeyHelp("Ctrl-C", "quit")]

    /// The shared keys of the screen on top.
    var shownSharedKeys: [KeyHelp] {
        let keys = topScreen?.page.typesText == true ? Self.textEntryKeys : Self.sharedKeys
        return (navigator?.screens.count ?? 0) > 1 ? keys : Array(keys.dropFirst())
    }

    private func updateHints() {
        rootView.statusLine.hints = topScreen?.page.keyHelp ?? []
        rootView.statusLine.sharedHints = shownSharedKeys
    }

    private func handleSharedKey(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.character("q"), []):
            app?.quit()
            return true
        case (.character("?"), _), (.function(1), []):
            showHelp()
            return true
        default:
            return false
        }
    }

    /// Shows the keys of the screen on top, over it.
    public func showHelp() {
        let keys = (topScreen?.page.keyHelp ?? []) + shownSharedKeys
        let help = GalleryHelpView(title: topScreen?.title ?? "Gallery", keys: keys, theme: context.theme)
        help.onClose = { [weak rootView] in rootView?.dismissModal() }
        rootView.showModal(help, focus: help)
    }

    /// A conflict goes to the constraints page when it is on top (it shows the report),
    /// else to the status line.
    private func layoutConflict(_ error: LayoutError) {
        if let page = topScreen?.page as? ConstraintsPage {
            page.show(error)
        } else {
            rootView.statusLine.message = "layout conflict: \(error)"
        }
    }
}
