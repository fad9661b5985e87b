/// A tab bar over one content view per tab, showing the selected tab's: UIKit's
/// `UITabBarController`, Textual's `TabbedContent`.
///
/// Each tab owns its content for the tab view's life: switching tabs hides the others
/// rather than rebuilding them, so a half-typed field or a scrolled list is as it was when
/// the user comes back, and so is the focus: the view that had it inside a tab gets it back
/// (through ``requestFocus``, which a host points at its focus engine).
///
/// The app's state owns which tab is selected, one way each: ``selectedIndex`` shows a tab
/// and reports nothing; ``onSelect`` hears the user choose one (a click on a title, the
/// keys of `TabView+Keys.swift`), which is announced ("Photos, tab 2 of 3").
///
/// ```swift
/// let tabs = theme.tabView(tabs: ["Details": details, "Photos": photos, "Notes": notes])
/// tabs.requestFocus = { app.focusedView = $0 }
/// tabs.onSelect = { reactor.send(.showTab($0)) }
/// reactor.state.map(\.tab).subscribe { tabs.selectedIndex = $0 }
/// ```
public final class TabView: View {
    /// The titles' row.
    public let tabBar: TabBar
    /// Each tab's content, first tab first.
    public let contents: [View]

    /// The tab shown. Setting it (the app's state flowing in) shows that tab and calls
    /// nothing back; focus inside the tab left goes to the one shown, as a switch by the
    /// user does.
    ///
    /// - Precondition: The index is one of the tabs.
    public var selectedIndex: Int {
        get { tabBar.selectedIndex }
        set {
            precondition(contents.indices.contains(newValue), "tab \(newValue) is outside 0..<\(contents.count)")
            show(newValue)
        }
    }

    /// Called with the tab the user selected, after it shows.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// Gives focus to a view (the one remembered in the tab shown, else its first focusable
    /// view); a host sets it to its focus engine's `focus(_:)`. Without it, focus stays where
    /// it was.
    public var requestFocus: (@MainActor (View) -> Void)?

    /// The view that last had focus in each tab, held weakly.
    var rememberedFocus: [WeakFocus]
    /// The tab holding the focus now, if one does (the bar is not a tab).
    var focusedTab: Int?

    /// A tab view of `tabs`, title to content, the first selected.
    ///
    /// - Precondition: There is at least one tab.
    public init(tabs: KeyValuePairs<String, View>, file: StaticString = #fileID, line: UInt = #line) {
        precondition(!tabs.isEmpty, "a TabView needs a tab (\(file):\(line))")
        tabBar = TabBar(titles: tabs.map(\.key))
        contents = tabs.map(\.value)
        rememberedFocus = contents.map { _ in WeakFocus(nil) }
        super.init()
        tabBar.key = "tabBar"
        addSubview(tabBar)
        for (index, content) in contents.enumerated() {
            content.isHidden = index != 0
            addSubview(content)
        }
        tabBar.onClickTab = { [unowned self] index in select(index) }
        declareKeys()
    }

    /// Selects tab `index` as the user does: shows it, tells ``onSelect`` and announces it.
    /// An index that is not a tab (Alt-9 with three tabs) does nothing.
    ///
    /// - Returns: Whether a tab was selected.
    @discardableResult
    public func select(_ index: Int) -> Bool {
        guard contents.indices.contains(index) else { return false }
        let changed = index != selectedIndex
        show(index)
        if changed { onSelect?(index) }
        announce("\(tabBar.titles[index]), tab \(index + 1) of \(contents.count)")
        return true
    }

    // MARK: - Overrides

    /// The bar on the top row, every content below it (the hidden ones too, so each keeps
    /// its layout).
    public override func layoutSubviews() {
        let width = Double(ScrollGeometry.sane(bounds.width))
        let height = Double(ScrollGeometry.sane(bounds.height))
        tabBar.frame = Rect(x: 0, y: 0, width: width, height: min(1, height))
        for content in contents { content.frame = Rect(x: 0, y: min(1, height), width: width, height: max(0, height - 1)) }
    }

    /// Notes where the focus went inside the tabs, to give it back.
    public override func didUpdateFocus(_ update: FocusUpdate) { noteFocus(update) }

    /// `selected: 1 of 3`.
    public override var debugDetails: String? { "selected: \(selectedIndex) of \(contents.count)" }
}
