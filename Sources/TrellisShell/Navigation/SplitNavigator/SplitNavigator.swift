import TrellisViews

/// Master–detail navigation that follows the width, as UIKit's `UISplitViewController`
/// collapses on an iPhone and expands on an iPad: a ``primary`` screen (a list) and the
/// ``detail`` it opened side by side in a `SplitView` from ``minimumExpandedWidth`` cells
/// up, one stack below it.
///
/// - **Expanded**, the primary fills the left pane and ``showDetail(_:)`` puts a screen in
///   the right one (the old detail disappears, the new one appears and takes the focus);
///   with none, the right pane shows ``placeholder``. ``push(_:)`` and ``present(_:)`` show
///   a screen over the whole split.
/// - **Collapsed**, the primary is the root of a stack and ``showDetail(_:)`` pushes (or
///   replaces the detail pushed before): a `StackNavigator`.
///
/// ``adapt(toWidth:)`` switches between them, both ways, keeping what is shown: the detail
/// in the pane becomes the pushed screen when the terminal narrows, and the pushed detail
/// goes back to the pane when it widens; a screen that stays on screen does not disappear
/// and appear again. ``screens`` is the same in both: the primary, the detail, then the
/// screens pushed over them. ``back()`` is Esc: expanded with the focus in the detail pane,
/// it moves the focus to the primary and leaves the detail where it is. F6 moves the focus to
/// the other pane (``focusOtherPane()``, ``paneKeyBindings``), as desktop apps do.
///
/// The divider's position and the collapsed pane are ``layout``, a `SplitLayout` an app
/// keeps in its preferences: ``onLayoutChange`` reports each change the user makes.
///
/// ```swift
/// let split = SplitNavigator(primary: MailboxScreen(), placeholder: "No message selected")
/// split.layout = (try? preferences.value(for: mailSplit)) ?? mailSplit.defaultValue
/// split.onLayoutChange = { try? preferences.set($0, for: mailSplit) }
/// root.show(split)                        // Trellis: hosted, and adapting to the root's width
/// split.showDetail(MessageScreen(id: 7))  // the right pane, or pushed when narrow
/// ```
@MainActor
public final class SplitNavigator: Navigator {
    /// The left pane's screen (the list), the root of the stack while collapsed.
    public internal(set) var primary: Screen
    /// The screen ``showDetail(_:)`` showed, while it is shown: in the right pane while
    /// expanded, pushed over the primary while collapsed.
    public internal(set) var detail: Screen?
    /// Whether the split is one stack (narrower than ``minimumExpandedWidth``). It starts
    /// collapsed, until ``adapt(toWidth:)`` is told a width.
    public internal(set) var isCollapsed = true
    /// The narrowest width, in cells, that shows the panes side by side.
    public let minimumExpandedWidth: Double
    /// What the right pane says while no detail is shown.
    public let placeholder: String
    /// The look of the split's dividers, placeholder and pane bars' back buttons; a new one
    /// shows once the views are made again (``reloadViews()``).
    public var theme: Theme
    /// What a screen reader calls the panes.
    public var paneNames = ["list", "detail"]
    /// The panes' least widths in cells while expanded.
    public var minimumPaneWidths = [24, 40]
    /// Called with the new ``layout`` after the user changed it (a divider dragged or moved
    /// by key, the list collapsed or expanded): where an app writes it to its preferences.
    public var onLayoutChange: (@MainActor (SplitLayout) -> Void)?

    /// The stack the host shows: the primary (and the pushed detail) while collapsed, the
    /// split while expanded, then the screens pushed over them.
    let stack: StackNavigator
    private var storedLayout: SplitLayout

    /// A split of `primary` and the details it opens, expanded from `minimumExpandedWidth`
    /// cells, sharing the width by `layout`; the right pane says `placeholder` while no
    /// detail is shown.
    public init(
        primary: Screen, minimumExpandedWidth: Double = 140, layout: SplitLayout = SplitLayout(fractions: [0.4, 0.6]),
        placeholder: String = "Nothing selected", theme: Theme = .standard, barMetrics: NavigationBarMetrics = NavigationBarMetrics()
    ) {
        self.primary = primary
        self.minimumExpandedWidth = minimumExpandedWidth
        self.placeholder = placeholder
        self.theme = theme
        storedLayout = layout
        stack = StackNavigator(root: primary, barMetrics: barMetrics)
        stack.owner = self
        stack.adopt(primary)
    }

    /// Where the screens are shown; setting it shows the current ones there.
    public var host: (any NavigationHost)? {
        get { stack.host }
        set { stack.host = newValue }
    }

    /// How the navigation bars are laid out.
    public var barMetrics: NavigationBarMetrics { stack.barMetrics }

    /// How the expanded split shares its width: each pane's share and whether the list is
    /// collapsed. Setting it (a preference read at sign-in) lays the split out again and
    /// does not call ``onLayoutChange``.
    public var layout: SplitLayout {
        get { storedLayout }
        set {
            storedLayout = newValue
            if let split = splitScreen, split.isViewLoaded { split.splitView.layout = newValue }
        }
    }

    /// The split screen at the bottom of the stack, while expanded.
    var splitScreen: SplitScreen? { isCollapsed ? nil : stack.screens.first as? SplitScreen }

    /// The screens pushed over the primary and the detail (a form, Settings): over the
    /// whole split while expanded.
    var over: [Screen] {
        Array(stack.screens.dropFirst(isCollapsed && detail != nil ? 2 : 1))
    }

    /// Makes every screen's view again, the panes' included, keeping the screens and what
    /// they own: `StackNavigator.reloadViews()` for a split (a theme chosen while the app
    /// runs; set ``theme`` first for the split's own look).
    ///
    /// - Complexity: O(*n*) for the *n* screens, plus making the shown screens' views.
    public func reloadViews() {
        stack.reloadViews(alsoDiscarding: [primary, detail].compactMap { $0 })
    }

    /// Called by the split view with the layout the user made.
    func layoutDidChange(_ layout: SplitLayout) {
        storedLayout = layout
        onLayoutChange?(layout)
    }
}
