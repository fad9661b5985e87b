import Trellis

/// Lines of text drawn a screenful at a time, each in the style of its kind: a commit's
/// header, message and diff (tig's diff view). It keeps no view per line, so a diff of
/// 200,000 lines scrolls as fast as one of twenty, and lines appended while it is read
/// show as they come without moving what the reader looks at.
///
/// A cursor marks one line (reversed while the view has focus), as tig's does. Enter or
/// `o` on a file's first line folds the file to that line, and on any line of a hunk folds
/// the hunk to its `@@` line; again unfolds it. A folded line says how many lines it hides.
///
/// ↑ ↓ move the cursor a line, Page Up/Down a screen, Home/End to the ends, `]` and `[` to
/// the next and previous file; the wheel scrolls. Keys are declared under the keymap scope
/// `diff`.
@MainActor
public final class DiffView: View {
    /// The lines, in order, folded or not.
    public private(set) var lines: [DiffLine] = []
    /// The first shown row in view (rows are the lines not hidden by a fold).
    public private(set) var topLine = 0
    /// The shown row the cursor is on.
    public private(set) var cursorRow = 0
    /// The lines of the folded files and hunks: their first lines' indexes.
    public private(set) var folds: Set<Int> = []
    /// The style of each kind of line.
    public var styles: [DiffLine.Kind: Style] = [
        .file: Style(bold: true), .meta: Style(dim: true), .hunk: Style(foreground: .cyan),
        .added: Style(foreground: .green), .removed: Style(foreground: .red), .note: Style(dim: true),
    ]
    /// The index in ``lines`` of each shown row; `nil` while nothing is folded (every line shows).
    private var shown: [Int]?

    /// The keymap scope of a diff view's keys.
    public nonisolated static let keymapScope = "diff"

    /// What the keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        /// The cursor up a line.
        case lineUp = "line-up"
        /// The cursor down a line.
        case lineDown = "line-down"
        /// A screen up.
        case pageUp = "page-up"
        /// A screen down.
        case pageDown = "page-down"
        /// The first line.
        case top
        /// The last line.
        case bottom
        /// The next file's first line.
        case nextFile = "next-file"
        /// The previous file's first line.
        case previousFile = "previous-file"
        /// Folds or unfolds the file or hunk under the cursor.
        case fold
    }

    /// The keys, as help lists them.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.lineUp, "up", summary: "the line above"),
        KeyBinding(.lineDown, "down", summary: "the line below"),
        KeyBinding(.pageUp, "pageup", summary: "a screen up"),
        KeyBinding(.pageDown, "pagedown", "space", summary: "a screen down"),
        KeyBinding(.top, "home", summary: "the top"),
        KeyBinding(.bottom, "end", summary: "the end"),
        KeyBinding(.nextFile, "]", summary: "the next file", showsInHints: true, hint: "next file"),
        KeyBinding(.previousFile, "[", summary: "the previous file"),
        KeyBinding(.fold, "o", "enter", summary: "fold or unfold the file or hunk", showsInHints: true, hint: "fold"),
    ]

    /// An empty diff view; ``setLines(_:)`` and ``append(_:)`` fill it.
    public init() {
        super.init(frame: .zero)
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] command, _ in
            perform(command)
        }
        onAction(.scroll) { [unowned self] lines in
            scroll(to: topLine + lines)
            cursorRow = max(0, min(max(cursorRow, topLine), topLine + pageHeight - 1, rowCount - 1))
            return true
        }
    }

    /// Replaces the lines, unfolded, and goes back to the top.
    public func setLines(_ lines: [DiffLine]) {
        self.lines = lines
        folds = []
        shown = nil
        topLine = 0
        cursorRow = 0
        setNeedsDisplay()
    }

    /// Adds `more` lines at the end; what is in view stays where it is. Lines that belong
    /// to a folded file or hunk stay hidden.
    public func append(_ more: [DiffLine]) {
        guard !more.isEmpty else { return }
        let wasShort = rowCount < topLine + pageHeight
        lines += more
        if !folds.isEmpty { shown = Self.rows(of: lines, folds: folds) }
        if wasShort { setNeedsDisplay() }
    }

    /// How many rows show: the lines less those folded away.
    public var rowCount: Int { shown?.count ?? lines.count }

    /// The line a shown row is.
    public func line(atRow row: Int) -> DiffLine { lines[lineIndex(ofRow: row)] }

    /// The index in ``lines`` of a shown row.
    public func lineIndex(ofRow row: Int) -> Int { shown?[row] ?? row }

    /// The row that shows line `index`, or the folded line above it that hides it.
    public func row(ofLine index: Int) -> Int {
        guard let shown else { return index }
        var low = 0
        var high = shown.count
        while low < high {  // the last row whose line is at or before `index`
            let middle = (low + high) / 2
            if shown[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return max(0, low - 1)
    }

    /// The rows a page has.
    var pageHeight: Int { max(1, Int(bounds.height)) }

    /// Scrolls so that row `row` is at the top (kept so the last page is full).
    public func scroll(to row: Int) {
        let clamped = max(0, min(row, rowCount - pageHeight))
        guard clamped != topLine else { return }
        topLine = clamped
        setNeedsDisplay()
    }

    /// Puts the cursor on row `row`, scrolling as little as shows it.
    public func moveCursor(to row: Int) {
        let clamped = max(0, min(row, rowCount - 1))
        cursorRow = clamped
        if clamped < topLine { scroll(to: clamped) } else if clamped >= topLine + pageHeight { scroll(to: clamped - pageHeight + 1) }
        setNeedsDisplay()
    }

    /// Folds the file or hunk that line `index` is in (a file when `index` is its first
    /// line), or unfolds it when it is folded. Returns whether there was one.
    @discardableResult
    public func toggleFold(atLine index: Int) -> Bool {
        guard let header = Self.foldHeader(of: index, in: lines) else { return false }
        if folds.contains(header) { folds.remove(header) } else { folds.insert(header) }
        shown = folds.isEmpty ? nil : Self.rows(of: lines, folds: folds)
        moveCursor(to: row(ofLine: header))
        scroll(to: min(topLine, rowCount))
        setNeedsDisplay()
        return true
    }

    /// The first line of what a fold at line `index` folds: the line itself when it
    /// starts a file or a hunk, else the hunk it is in; `nil` outside any hunk or file.
    static func foldHeader(of index: Int, in lines: [DiffLine]) -> Int? {
        guard lines.indices.contains(index) else { return nil }
        if lines[index].kind == .file || lines[index].kind == .hunk { return index }
        var line = index
        while line > 0 {
            line -= 1
            switch lines[line].kind {
            case .hunk: return line
            case .file: return lines[index].kind == .meta ? line : nil
            default: continue
            }
        }
        return nil
    }

    /// The lines that show when `folds` are folded: a folded file hides the lines up to
    /// the next file, a folded hunk those up to the next hunk or file.
    static func rows(of lines: [DiffLine], folds: Set<Int>) -> [Int] {
        var rows: [Int] = []
        rows.reserveCapacity(lines.count)
        var hiding: DiffLine.Kind?
        for (index, line) in lines.enumerated() {
            if let kind = hiding {
                let ends = line.kind == .file || (kind == .hunk && line.kind == .hunk)
                if !ends { continue }
                hiding = nil
            }
            rows.append(index)
            if folds.contains(index), line.kind == .file || line.kind == .hunk { hiding = line.kind }
        }
        return rows
    }

    /// How many lines the fold at `header` hides.
    func hiddenCount(under header: Int) -> Int {
        let row = row(ofLine: header)
        let next = row + 1 < rowCount ? lineIndex(ofRow: row + 1) : lines.count
        return next - header - 1
    }

    func perform(_ command: Command) -> Bool {
        switch command {
        case .lineUp: moveCursor(to: cursorRow - 1)
        case .lineDown: moveCursor(to: cursorRow + 1)
        case .pageUp:
            scroll(to: topLine - pageHeight)
            moveCursor(to: cursorRow - pageHeight)
        case .pageDown:
            scroll(to: topLine + pageHeight)
            moveCursor(to: cursorRow + pageHeight)
        case .top: moveCursor(to: 0)
        case .bottom: moveCursor(to: rowCount - 1)
        case .nextFile:
            guard let next = (cursorRow + 1..<rowCount).first(where: { line(atRow: $0).kind == .file }) else { return true }
            moveCursor(to: next)
            scroll(to: next)
        case .previousFile:
            guard let previous = (0..<cursorRow).last(where: { line(atRow: $0).kind == .file }) else { return true }
            moveCursor(to: previous)
            scroll(to: previous)
        case .fold:
            guard rowCount > 0, toggleFold(atLine: lineIndex(ofRow: cursorRow)) else { return false }
        }
        announceCursor()
        return true
    }

    /// Shows line `index` (a file's first line, say) at the top, with the cursor on it.
    public func reveal(line index: Int) {
        let row = row(ofLine: index)
        moveCursor(to: row)
        scroll(to: row)
    }

    /// Says the line the cursor is on, as a list says the row that took focus.
    private func announceCursor() {
        guard rowCount > 0 else { return }
        announce(cursorDescription)
    }

    /// "line 12 of 340: +let x = 1", with "folded, 20 lines" on a folded line.
    private var cursorDescription: String {
        guard rowCount > 0 else { return "empty" }
        let index = lineIndex(ofRow: min(cursorRow, rowCount - 1))
        let folded = folds.contains(index) ? ", folded, \(hiddenCount(under: index)) lines" : ""
        return "line \(index + 1) of \(lines.count)\(folded): \(lines[index].text)"
    }

    public override var canBecomeFocused: Bool { true }

    /// "Diff, line 12 of 340: +let x = 1".
    public override var accessibilityFocusDescription: String? {
        "\(accessibilityLabel ?? "Diff"), \(cursorDescription)"
    }

    public override func draw(_ context: inout DrawingContext) {
        let rows = min(pageHeight, max(0, rowCount - topLine))
        for row in 0..<rows {
            let index = lineIndex(ofRow: topLine + row)
            let line = lines[index]
            var style = styles[line.kind] ?? Style()
            if topLine + row == cursorRow && hasFocus { style.reverse = true }
            var text = line.text
            if folds.contains(index) { text += "  ⋯ \(hiddenCount(under: index)) lines folded" }
            if topLine + row == cursorRow && hasFocus {
                let width = Int(bounds.width)
                let cells = CharacterWidth.of(text)
                if cells < width { text += String(repeating: " ", count: width - cells) }
            }
            context.draw(text, x: 0, y: row, style: style)
        }
    }
}
