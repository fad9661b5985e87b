import TrellisDiff
import TrellisLists
import TrellisTerminal
import TrellisViews

// The table page's keys: jumps by the index, and mutations as batches.
extension TablePage {
    public var keyHelp: [KeyHelp] {
        [
            KeyHelp("+", "add a row"), KeyHelp("-", "remove the row"), KeyHelp("#", "add a section"),
            KeyHelp("*", "a row and a section in one batch"), KeyHelp("A–Z", "jump by the index (Shift+letter, or Alt+letter)"),
            KeyHelp("↑ ↓", "move"),
        ]
    }

    func installKeys() {
        onAction(.key) { [weak self] (event: KeyEvent) -> Bool in
            guard let self, event.modifiers.isSubset(of: .shift), case .character(let character) = event.key else { return false }
            switch character {
            case "+": self.addRow()
            case "-": self.removeRow()
            case "#": self.addSection()
            case "*": self.addRowAndSection()
            case let letter where letter.isUppercase && letter.isLetter:
                return self.list.jumpToSectionIndexTitle(startingWith: letter)
            default: return false
            }
            self.refresh()
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
