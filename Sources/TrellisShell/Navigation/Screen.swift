import TrellisViews

/// One screen of the app: the view-controller role of Facebook's app shell.
///
/// A screen owns a root `View` made by the screen's own view class, not
/// built inside the screen (UIKit's `loadView` point, which Facebook's view controllers override): override ``loadView()`` to
/// return it, or use ``ViewScreen`` to keep its type. The view is made on first use of
/// ``view``, then ``viewDidLoad()`` runs once.
///
/// A navigator calls the appearance methods as the screen is shown and hidden:
/// ``viewWillAppear()`` and ``viewDidAppear()`` around becoming visible,
/// ``viewWillDisappear()`` and ``viewDidDisappear()`` around leaving; ``appearance`` says
/// where it is. A screen covered by a pushed one disappears; one below a modal stays
/// visible. A screen has a ``title`` (the navigation bar shows it, and the next screen's
/// back item) and may have a ``menuItem``.
///
/// ```swift
/// final class CatDetailScreen: Screen {
///     let cat: Cat
///     init(cat: Cat) { self.cat = cat; super.init(title: cat.name) }
///     override func loadView() -> View { CatDetailView(cat: cat) }
/// }
/// navigator.push(CatDetailScreen(cat: tabby))
/// ```
@MainActor
open class Screen {
    /// The title the navigation bar shows; the next screen's back item shows it too.
    public var title: String {
        didSet { if title != oldValue { onTitleChange?() } }
    }
    /// The screen's entry in a menu, if it has one.
    public var menuItem: MenuItem?
    /// Where the screen is in its appearance cycle.
    public internal(set) var appearance: Appearance = .disappeared
    /// The navigator showing the screen, while one holds it.
    public internal(set) weak var navigator: (any Navigator)?

    private var loadedView: View?
    /// Set by the navigator that shows the title.
    var onTitleChange: (@MainActor () -> Void)?
    /// Whether the navigator leaves out the screen's navigation bar: a split's screen,
    /// whose panes have a bar each.
    var hidesNavigationBar: Bool { false }

    /// A screen titled `title`, with an optional menu item.
    public init(title: String, menuItem: MenuItem? = nil) {
        self.title = title
        self.menuItem = menuItem
    }

    /// The screen's root view, made by ``loadView()`` on first use.
    public var view: View {
        if let loadedView { return loadedView }
        let view = loadView()
        loadedView = view
        viewDidLoad()
        return view
    }

    /// Whether ``view`` has been made.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Forgets the view, so the next use of ``view`` makes a new one (``loadView()``, then
    /// ``viewDidLoad()`` again). Only a navigator calls it, with the screen off screen
    /// (``StackNavigator/reloadViews()``).
    final func discardView() {
        precondition(appearance == .disappeared, "Screen '\(title)' cannot drop its view while \(appearance).")
        loadedView = nil
    }

    /// Makes the root view: the screen's own view class. By default an empty view.
    open func loadView() -> View { View() }

    /// Called once, after ``loadView()``.
    open func viewDidLoad() {}

    /// The view keys go to when the screen is shown; `nil` lets the host decide.
    open var preferredFocus: View? { nil }

    /// Called before the screen becomes visible.
    open func viewWillAppear() {}
    /// Called once the screen is visible.
    open func viewDidAppear() {}
    /// Called before the screen stops being visible.
    open func viewWillDisappear() {}
    /// Called once the screen is no longer visible.
    open func viewDidDisappear() {}

    /// Where a screen is in its appearance cycle.
    public enum Appearance: Sendable, Hashable {
        /// Off screen, on its way in, shown, or on its way out.
        case disappeared, appearing, appeared, disappearing
    }

    /// Moves to `.appearing`, then `.appeared`, calling the hooks.
    func beginAppearance() {
        precondition(
            appearance == .disappeared, "Screen '\(title)' cannot appear while \(appearance); a screen is shown in one place at a time.")
        appearance = .appearing
        viewWillAppear()
    }

    func endAppearance() {
        appearance = .appeared
        viewDidAppear()
    }

    func beginDisappearance() {
        precondition(appearance == .appeared, "Screen '\(title)' cannot disappear while \(appearance).")
        appearance = .disappearing
        viewWillDisappear()
    }

    func endDisappearance() {
        appearance = .disappeared
        viewDidDisappear()
    }
}
