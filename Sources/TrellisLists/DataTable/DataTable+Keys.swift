import TrellisViews

/// The commands of a table's keys (``DataTable/keyBindings``); the raw values are the
/// names a keymap file uses in its `[table]` scope.
public enum DataTableKeyCommand: String, KeyCommand, CaseIterable {
    /// ↑, ↓: the row above, below.
    case up, down
    /// Page Up: a page of rows up.
    case pageUp = "page-up"
    /// Page Down: a page of rows down.
    case pageDown = "page-down"
    /// Home, End: the first, the last row.
    case first, last
    /// ←, →: the column left, right.
    case left, right
    /// `s`: sort by the focused column (▲, ▼, off).
    case sort
    /// `<`, `>`: narrow, widen the focused column.
    case narrower, wider
    /// `h`: hide the focused column.
    case hide
    /// `H`: show every column.
    case showAll = "show-all"
    /// Enter: select the focused row.
    case select
}

extension DataTable {
    /// The keymap scope of a table's keys.
    public nonisolated static var keymapScope: String { "table" }

    /// A table's keys as help lists them: what ``DataTable`` declares with `bindKeys`.
    public nonisolated static var keyBindings: KeyBindings<DataTableKeyCommand> {
        [
            KeyBinding(.up, "up", summary: "the row above"),
            KeyBinding(.down, "down", summary: "the row below"),
            KeyBinding(.pageUp, "pageup", summary: "a page of rows up"),
            KeyBinding(.pageDown, "pagedown", summary: "a page of rows down"),
            KeyBinding(.first, "home", summary: "the first row"),
            KeyBinding(.last, "end", summary: "the last row"),
            KeyBinding(.left, "left", summary: "the column to the left"),
            KeyBinding(.right, "right", summary: "the column to the right"),
            KeyBinding(.sort, "s", summary: "sort by the column (▲, ▼, off)", showsInHints: true, hint: "sort"),
            KeyBinding(.narrower, "<", summary: "narrow the column"),
            KeyBinding(.wider, ">", summary: "widen the column"),
            KeyBinding(.hide, "h", summary: "hide the column"),
            KeyBinding(.showAll, "H", summary: "show every column"),
            KeyBinding(.select, "enter", summary: "select the row", showsInHints: true, hint: "select"),
        ]
    }

    /// Does what `command` asks. Returns whether the table used it: a move with nowhere
    /// to go (↑ on the first row, → on the last column) is not used, so the key travels on
    /// up the responder chain.
    @discardableResult
    public func perform(_ command: DataTableKeyCommand) -> Bool {
        switch command {
        case .up: return moveFocusedRow(by: -1)
        case .down: return moveFocusedRow(by: 1)
        case .pageUp: return rowCount > 0 && (moveFocusedRow(by: -pageSize) || true)
        case .pageDown: return rowCount > 0 && (moveFocusedRow(by: pageSize) || true)
        case .first: return rowCount > 0 && (focusRow(0) || true)
        case .last: return rowCount > 0 && (focusRow(rowCount - 1) || true)
        case .left: return moveFocusedColumn(by: -1)
        case .right: return moveFocusedColumn(by: 1)
        case .sort: return sortByFocusedColumn()
        case .narrower: return resizeFocusedColumn(by: -1)
        case .wider: return resizeFocusedColumn(by: 1)
        case .hide: return hideFocusedColumn()
        case .showAll: return showAllColumns()
        case .select: return selectFocusedRow()
        }
    }

    /// Declares the keys (``keyBindings``, scope ``keymapScope``) once, so help, hints and
    /// the palette list them and a keymap rebinds them.
    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] command, _ in
            perform(command)
        }
    }
}
