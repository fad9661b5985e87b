import TrellisViews

/// The screen at the bottom of a ``SplitNavigator``'s stack while it is expanded: a
/// `SplitView` of the primary screen (left) and the detail screen or a placeholder (right),
/// each pane under a navigation bar of its own, as the columns of an iPad's
/// `UISplitViewController` are; the split has no bar of its own.
///
/// Its children appear and disappear with it (a form pushed over the split hides both),
/// except a child already where it should be: a detail that stays on screen while the
/// terminal widens has appeared already and is left alone.
@MainActor
final class SplitScreen: Screen {
    /// The left pane's screen.
    let primary: Screen
    /// The right pane's screen; `nil` shows the placeholder.
    private(set) var detail: Screen?
    /// The screens whose appearance follows the split's: the primary and the detail, less
    /// one that is leaving it (``leave(_:)``).
    private var children: [Screen]
    /// The navigator whose stack holds the split: its children's navigator, and where the
    /// split view's look and layout come from.
    private weak var splitNavigator: SplitNavigator?

    /// The split of `primary` and `detail` shown by `navigator`.
    init(primary: Screen, detail: Screen?, navigator: SplitNavigator) {
        self.primary = primary
        self.detail = detail
        children = [primary] + [detail].compactMap { $0 }
        splitNavigator = navigator
        super.init(title: primary.title)
    }

    override var hidesNavigationBar: Bool { true }

    /// The views ``loadView()`` made last, kept typed (as ``ViewScreen`` keeps its view):
    /// the split and its right pane. Made again after the navigator drops the views.
    private var made: (split: SplitView, detailPane: DetailPaneView)?

    /// The split view, made with the view.
    var splitView: SplitView { madeViews.split }

    /// The pane holding the detail (or the placeholder).
    var detailPane: DetailPaneView { madeViews.detailPane }

    private var madeViews: (split: SplitView, detailPane: DetailPaneView) {
        _ = view  // makes them if they are not made yet
        guard let made else { preconditionFailure("SplitScreen.loadView() keeps the views it makes") }
        return made
    }

    override func loadView() -> View {
        let theme = splitNavigator?.theme ?? .standard
        let pane = DetailPaneView()
        pane.placeholder.text = splitNavigator?.placeholder ?? ""
        pane.placeholder.style = theme[.caption]
        let split = theme.splitView(panes: [container(for: primary), pane])
        split.key = "split"
        if let splitNavigator {
            split.paneNames = splitNavigator.paneNames
            split.minimumLengths = splitNavigator.minimumPaneWidths
            split.layout = splitNavigator.layout
        }
        split.onLayoutChange = { [weak splitNavigator] layout in splitNavigator?.layoutDidChange(layout) }
        split.bindKeys(SplitNavigator.paneKeyBindings, scope: SplitView.keymapScope) { [weak splitNavigator] _, _ in
            splitNavigator?.focusOtherPane() ?? false
        }
        made = (split, pane)
        return split
    }

    override func viewDidLoad() {
        showInPane(detail)
    }

    /// Makes `screen` the right pane's (`nil`: the placeholder): the old detail disappears
    /// and the new one appears while the split is on screen.
    func setDetail(_ screen: Screen?) {
        let old = detail
        guard old !== screen else { return }
        let visible = appearance == .appeared
        if visible {
            old?.beginDisappearance()
            screen?.beginAppearance()
        }
        detail = screen
        children = [primary] + [screen].compactMap { $0 }
        if isViewLoaded { showInPane(screen) }
        if visible {
            old?.endDisappearance()
            screen?.endAppearance()
        }
        if let old { disown(old) }
        own()
    }

    /// Takes `screen` out of the split's appearance: it stays as it is while the split
    /// disappears (the screen on top once the terminal narrows).
    func leave(_ screen: Screen) {
        children.removeAll { $0 === screen }
    }

    /// Makes the split's navigator the children's, and their titles the pane bars'.
    func own() {
        for screen in [primary, detail].compactMap({ $0 }) {
            screen.navigator = splitNavigator
            screen.onTitleChange = { [weak self, weak screen] in
                guard let self, let screen, self.isViewLoaded else { return }
                if screen === self.primary { self.title = screen.title }
                self.paneContainer(of: screen)?.navigationBar.title = screen.title
            }
        }
    }

    /// Lets go of a screen no longer in the split.
    func disown(_ screen: Screen) {
        screen.navigator = nil
        screen.onTitleChange = nil
    }

    private func showInPane(_ screen: Screen?) {
        detailPane.content = screen.map(container(for:))
    }

    private func paneContainer(of screen: Screen) -> ScreenContainerView? {
        let panes = splitView.panes
        if screen === primary { return panes[0] as? ScreenContainerView }
        return detailPane.content as? ScreenContainerView
    }

    private func container(for screen: Screen) -> ScreenContainerView {
        let container = ScreenContainerView(
            content: screen.view, title: screen.title, metrics: splitNavigator?.barMetrics ?? NavigationBarMetrics())
        container.navigationBar.backButton.focusedStyle = (splitNavigator?.theme ?? .standard)[.focused]
        return container
    }

    // MARK: - Appearance, passed on to the children not already there

    override func viewWillAppear() {
        for child in children where child.appearance == .disappeared { child.beginAppearance() }
    }

    override func viewDidAppear() {
        for child in children where child.appearance == .appearing { child.endAppearance() }
    }

    override func viewWillDisappear() {
        for child in children where child.appearance == .appeared { child.beginDisappearance() }
    }

    override func viewDidDisappear() {
        for child in children where child.appearance == .disappearing { child.endDisappearance() }
    }
}

/// The right pane of a split: the detail screen's container, or the navigator's placeholder
/// line in the middle while no detail is shown.
@MainActor
final class DetailPaneView: View {
    /// The detail's container; `nil` shows the placeholder.
    var content: View? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let content { addSubview(content) }
            placeholder.isHidden = content != nil
            setNeedsLayout()
        }
    }
    /// The line shown while there is no detail.
    let placeholder = Label()

    init() {
        super.init(frame: .zero)
        key = "detail-pane"
        placeholder.key = "placeholder"
        placeholder.alignment = .center
        addSubview(placeholder)
    }

    override func layoutSubviews() {
        content?.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        placeholder.frame = Rect(x: 0, y: (bounds.height / 2).rounded(.down), width: bounds.width, height: min(1, bounds.height))
    }
}
