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
/// Enter on "Log out" sends ``SettingsReactor/Action/logOut`` (after a confirmation while
/// changes wait); Enter (or a click) on a preference works the row's control, a switch or a
/// select in a ``SettingsCell`` (Nimbus's form elements), whose change goes to the reactor
/// (``SettingsReactor/Action/switchTheme``, ``SettingsReactor/Action/chooseColorMode(_:)``, …)
/// and comes back as state. The view
/// also hears the actions' events after them (Nimbus's `forwardingTo:`,
/// ``TrellisLists/ItemActionsForwarding``): as focus moves, the line under the table
/// explains the focused row (``SettingsRow/explanation``). Each row is a ``SettingsCell``
/// (its title in the theme's `.key` style, `.button` for a row with an action; its value in
/// `.value`), registered typed. Keys the list does not
/// use travel on up the responder chain.
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
    public init(
        theme: Theme, metrics: TitleValueCellMetrics = TitleValueCellMetrics(), scheduler: any MainScheduler = TaskScheduler.shared
    ) {
        source = TableModelDataSource(model: TableModel(), scheduler: scheduler)
        source.sectionHeader.style = theme[.sectionHeader]
        source.sectionHeader.isPinned = false
        source.sectionFooter.style = theme[.secondary]
        let registry = CellRegistry()
        list = CollectionView(dataSource: source, registry: registry, actions: actions)
        explanationLabel = theme.label(.secondary)
        super.init()
        explanationLabel.key = "explanation"
        actions.addForwarding(self)
        key = "settings"
        list.key = "list"
        list.theme = theme
        list.keepsFocus = true
        list.handlesKeys(selecting: "log out (on \"Log out\"), or change the preference on its row", hint: "choose")
        let styles = TitleValueCellStyles { ($0.title, $0.value, $0.action) = (.key, .value, .button) }
        registry.register(SettingsCell.self, for: SettingsRow.self) { [weak self] cell, row, context in
            cell.show(row, context: context, styles: styles, metrics: metrics)
            cell.onToggle = { _ in self?.changed(row.kind) }
            cell.onChoose = { value in self?.chose(value, on: row.kind) }
        }
        actions.attach(
            to: SettingsRow(.logOut, ""),
            tap: { [weak self] _, _ in
                self?.logOut()
                return true
            })
        for kind in [SettingsRow.Kind.theme, .density, .colorMode, .staleAfter] {
            actions.attach(
                to: SettingsRow(kind, ""),
                tap: { [weak self] _, path in (self?.list.cell(at: path) as? SettingsCell)?.work() ?? false })
        }
        addSubview(list)
        addSubview(explanationLabel)
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] _, _ in
            self?.reactor?.send(.load)
            return self?.reactor != nil
        }
    }

    public func bind(reactor: SettingsReactor, in bag: BindingBag) {
        reactor.observe(\.table) { [weak self] table in
            guard let self else { return }
            self.source.transition(to: table)
            if self.list.focusedPath == nil, !self.focusLastChanged() { self.list.moveFocus(.home) }
        }.store(in: bag)
        reactor.observe(\.asksServerVersionAgain) { [weak reactor] again in if again { reactor?.send(.load) } }.store(in: bag)
        reactor.pulse(\.$didSignOut) { [weak self] didSignOut in
            if didSignOut { self?.onSignedOut() }
        }.store(in: bag)
        if reactor.currentState.serverVersion == .loading { reactor.send(.load) }
    }

    /// Logs out, first asking in an alert while changes still wait for the server ("2 changes
    /// not sent yet: sign out anyway?"): they are kept for the next sign-in, but a user who
    /// expects them on the server should hear it before the session ends. Cancel (or Esc)
    /// keeps the session; a view no host shows logs out without asking.
    func logOut() {
        guard let reactor else { return }
        let pending = reactor.currentState.pendingChanges ?? 0
        guard pending > 0 else { return reactor.send(.logOut) }
        let alert = Alert.confirm(
            title: "Sign out?", message: "\(SettingsReactor.State.pendingText(pending)) not sent yet: sign out anyway?",
            confirm: "Sign out")
        alert.key = "signOutAlert"
        alert.onChoose = { [weak reactor] action in
            if action.role == .destructive { reactor?.send(.logOut) }
        }
        if !alert.present(from: self) { reactor.send(.logOut) }
    }

    /// Moves focus to the row of the preference changed last, if there is one: a view made
    /// again in a new theme keeps focus where the user left it. Returns whether it did.
    @discardableResult
    func focusLastChanged() -> Bool {
        guard let kind = reactor?.currentState.lastChanged, let path = source.model.path(where: { $0.kind == kind }) else { return false }
        list.focusItem(at: path)
        return list.focusedPath == path
    }

    /// A switch was flipped on `kind`'s row: the reactor shows the other value and stores it.
    func changed(_ kind: SettingsRow.Kind) {
        switch kind {
        case .theme: reactor?.send(.switchTheme)
        case .density: reactor?.send(.switchDensity)
        default: break
        }
    }

    /// `value` was chosen on `kind`'s row: the reactor applies and stores it.
    func chose(_ value: String, on kind: SettingsRow.Kind) {
        switch kind {
        case .colorMode: CatsColorMode(rawValue: value).map { reactor?.send(.chooseColorMode($0)) }
        case .staleAfter: CatsStaleAfter(rawValue: value).map { reactor?.send(.chooseStaleAfter($0)) }
        default: break
        }
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

extension SettingsView {
    /// What the Settings screen's own key does (the table's are the list's); the raw value is
    /// the name a keymap file uses in its `[cats.settings]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        /// `r`: asks the server's version again.
        case reload
    }

    /// The keymap scope of the Settings screen's keys.
    public nonisolated static let keymapScope = "cats.settings"

    /// The Settings screen's own key.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.reload, "r", summary: "ask the server's version again")
    ]
}
