import TrellisDiff
import TrellisLists
import TrellisReactor
import TrellisTerminal
import TrellisViews

/// The settings screen's view: the settings table in a list, bound to a
/// ``SettingsReactor``.
///
/// The table is a ``TrellisLists/TableModelDataSource`` following the reactor's
/// ``SettingsReactor/State/table`` (a Nimbus table model from a sectioned array) with the
/// mutable model's own mutations (Nimbus's `NIMutableTableViewModel`,
/// `TableModelDataSource.transition(to:)`): when the server starts or stops answering, its
/// rows are inserted and deleted as one batch, never a reload, and focus stays on the row it
/// was on (or the nearest row when that one goes). When the server answers again, the view
/// asks its version again. The
/// rows' actions are a ``TrellisLists/ItemActions`` (Nimbus's `NITableViewActions`):
/// Enter on "Log out" sends ``SettingsReactor/Action/logOut``, on "Theme"
/// ``SettingsReactor/Action/switchTheme``, on "Grid" ``SettingsReactor/Action/switchDensity``. The view
/// also hears the actions' events after them (Nimbus's `forwardingTo:`,
/// ``TrellisLists/ItemActionsForwarding``): as focus moves, the line under the table
/// explains the focused row (``SettingsRow/explanation``). Each ``SettingsCell`` is
/// registered typed and styled from the list's theme. Keys the list does not use travel on
/// up the responder chain.
@MainActor
public final class SettingsView: View, ReactorView, ItemActionsForwarding {
    public let reactorBinding = ReactorBinding<SettingsReactor>()
    /// The table.
    public let source: TableModelDataSource<SettingsRow>
    /// The rows' actions.
    public let actions = ItemActions()
    /// The list showing the table.
    public let list: CollectionView
    /// The line under the table: what the focused row is, and what Enter does on it.
    public let explanationLabel: Label
    /// Called once signing out has finished.
    public var onSignedOut: @MainActor () -> Void = {}
    /// A view styled by `theme`.
    public init(theme: Theme, metrics: SettingsMetrics = SettingsMetrics(), scheduler: any MainScheduler = TaskScheduler.shared) {
        source = TableModelDataSource(model: TableModel(), scheduler: scheduler)
        source.sectionHeader.style = theme[.sectionHeader]
        source.sectionHeader.isPinned = false
        source.sectionFooter.style = theme[.secondary]
        let registry = CellRegistry()
        registry.register(SettingsCell.self) { cell, row, context in cell.show(row, metrics: metrics, context: context) }
        list = CollectionView(dataSource: source, registry: registry, actions: actions)
        explanationLabel = theme.label(.secondary)
        super.init()
        explanationLabel.key = "explanation"
        actions.addForwarding(self)
        key = "settings"
        list.key = "list"
        list.theme = theme
        list.keepsFocus = true
        list.handlesKeys()
        for (kind, action) in [
            (SettingsRow.Kind.logOut, SettingsReactor.Action.logOut), (.theme, .switchTheme), (.density, .switchDensity),
        ] {
            actions.attach(
                to: SettingsRow(kind, ""),
                tap: { [weak self] _, _ in
                    self?.reactor?.send(action)
                    return true
                })
        }
        addSubview(list)
        addSubview(explanationLabel)
        onAction(.key) { [weak self] event in
            guard let self, event == KeyEvent(.character("r")) else { return false }
            self.reactor?.send(.load)
            return true
        }
    }

    public func bind(reactor: SettingsReactor, in bag: BindingBag) {
        reactor.observe(\.table) { [weak self] table in
            guard let self else { return }
            self.source.transition(to: table)
            if self.list.focusedPath == nil { self.list.moveFocus(.home) }
        }.store(in: bag)
        reactor.observe(\.asksServerVersionAgain) { [weak reactor] again in if again { reactor?.send(.load) } }.store(in: bag)
        reactor.pulse(\.$didSignOut) { [weak self] didSignOut in
            if didSignOut { self?.onSignedOut() }
        }.store(in: bag)
        if reactor.currentState.serverVersion == .loading { reactor.send(.load) }
    }

    /// The list fills the view above the explanation's row.
    public override func layoutSubviews() {
        let listHeight = max(0, bounds.height - 1)
        list.frame = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: listHeight)
        explanationLabel.frame = Rect(x: bounds.minX + 1, y: bounds.minY + listHeight, width: max(0, bounds.width - 1), height: 1)
    }

    /// Focus moved in the table: the line under it explains the row now focused.
    public func itemActions(_ actions: ItemActions, didMoveFocusTo path: ItemPath?, from previous: ItemPath?) {
        explanationLabel.text = path.flatMap(source.item(at:))?.explanation ?? ""
        setNeedsDisplay()
    }
}
