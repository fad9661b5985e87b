import TrellisDiff
import TrellisLists
import TrellisTerminal
import TrellisViews

// The table page's keys: jumps by the index, and mutations as batches.
extension TablePage {
    /// What the page's keys do; the raw values are the names a keymap file uses in its
    /// `[gallery.table]` scope.
    public enum Command: String, KeyCommand, CaseIterable {
        case addRow = "add-row"
        case removeRow = "remove-row"
        case addSection = "add-section"
        case batch, jump
    }

    /// The keymap scope of the page's keys.
    public nonisolated static let keymapScope = "gallery.table"

    /// The page's keys, declared once: dispatch, help and the hint line read them (the
    /// list's own keys, ↑ ↓ and Alt-letter, are the list's).
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.addRow, "+", summary: "add a row", showsInHints: true),
        KeyBinding(.removeRow, "-", summary: "remove the row", showsInHints: true),
        KeyBinding(.addSection, "#", summary: "add a section", showsInHints: true),
        KeyBinding(.batch, "*", summary: "a row and a section in one batch", showsInHints: true, hint: "row + section"),
        KeyBinding(
            .jump, keys: "ABCDEFGHIJKLMNOPQRSTUVWXYZ".flatMap { [KeyEvent(.character($0)), KeyEvent(.character($0), modifiers: .shift)] },
            "jump by the index (Shift+letter)", keysLabel: "A–Z"),
    ]

    func installKeys() {
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [weak self] command, key in
            guard let self else { return false }
            switch command {
            case .addRow: addRow()
            case .removeRow: removeRow()
            case .addSection: addSection()
            case .batch: addRowAndSection()
            case .jump:
                guard case .character(let letter) = key.key else { return false }
                return list.jumpToSectionIndexTitle(startingWith: letter)
            }
            refresh()
            return true
        }
    }

    /// The focused row's section, or the first.
    var focusedSection: Int { min(list.focusedPath?.section ?? 0, max(0, source.model.sections.count - 1)) }

    func nextName() -> Contact {
        added += 1
        return Contact("New contact \(added)")
    }

    /// Appends a row to the focused section: one item insert.
    func addRow() {
        guard !source.model.sections.isEmpty else { return addSection() }
        let section = focusedSection
        source.insert(nextName(), at: ItemPath(section: section, item: source.model.sections[section].rows.count))
        lastBatch = "+1 row in \(source.model.sections[section].header ?? "?")"
    }

    /// Removes the focused row: one item delete.
    func removeRow() {
        guard let path = list.focusedPath, source.row(at: path) != nil else { return }
        let removed = source.removeRow(at: path)
        lastBatch = "-1 row (\(removed.name))"
    }

    /// Inserts a section for the first letter that has none, in alphabetical order.
    func addSection() {
        guard let (letter, index) = freeLetter() else { return }
        source.insertSection(TableSection(header: letter, rows: [nextName()]), at: index)
        lastBatch = "+1 section (\(letter))"
    }

    /// A row and a section in one batch: the list hears one change set.
    func addRowAndSection() {
        guard !source.model.sections.isEmpty, let (letter, index) = freeLetter() else { return }
        let section = focusedSection
        source.performBatchUpdates {
            source.insert(nextName(), at: ItemPath(section: section, item: source.model.sections[section].rows.count))
            source.insertSection(TableSection(header: letter, rows: [nextName()]), at: index)
        }
        lastBatch = "one batch: +1 row, +1 section (\(letter))"
    }

    /// The first letter from A with no section, and where its section goes.
    func freeLetter() -> (String, Int)? {
        let titles = source.model.sections.compactMap(\.header)
        guard let letter = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map({ String(UnicodeScalar($0)) }).first(where: { !titles.contains($0) })
        else { return nil }
        let index = source.model.sections.firstIndex { ($0.header ?? "") > letter } ?? source.model.sections.count
        return (letter, index)
    }
}
