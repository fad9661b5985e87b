import Trellis

/// Lines of text drawn a screenful at a time, each in the style of its kind: a commit's
/// header, message and diff (tig's diff view). It keeps no view per line, so a diff of
/// 200,000 lines scrolls as fast as one of twenty, and lines appended while it is read
/// show as they come without moving what the reader looks at.
///
/// ↑ ↓ scroll a line, Page Up/Down a screen, Home/End to the ends, `]` and `[` to the next
/// and previous file; the wheel scrolls. Keys are declared under the keymap scope `diff`.
@MainActor
public final class DiffView: View {
    /// The lines, in order.
    public private(set) var lines: [DiffLine] = []
    /// The first line in view.
    public private(set) var topLine = 0
    /// The style of each kind of line.
    public var styles: [DiffLine.Kind: Style] = [
        .file: Style(bold: true), .meta: Style(dim: true), .hunk: Style(foreground: .cyan),
        .added: Style(foreground: .green), .removed: Style(foreground: .red), .note: Style(dim: true),
    ]

    /// The keymap scope of a diff view's keys.
    public nonisolated static let keymapScope = "diff"

    /// What the keys do.
    public enum Command: String, KeyCommand, CaseIterable {
        case lineUp = "line-up"
        case lineDown = "line-down"
        case pageUp = "page-up"
        case pageDown = "page-down"
        case top, bottom
        case nextFile = "next-file"
        case previousFile = "previous-file"
    }

    /// The keys, as help lists them.
    public nonisolated static let keyBindings: KeyBindings<Command> = [
        KeyBinding(.lineUp, "up", summary: "scroll up a line"),
        KeyBinding(.lineDown, "down", summary: "scroll down a line"),
        KeyBinding(.pageUp, "pageup", summary: "a screen up"),
        KeyBinding(.pageDown, "pagedown", "space", summary: "a screen down"),
        KeyBinding(.top, "home", summary: "the top"),
        KeyBinding(.bottom, "end", summary: "the end"),
        KeyBinding(.nextFile, "]", summary: "the next file", showsInHints: true, hint: "next file"),
        KeyBinding(.previousFile, "[", summary: "the previous file"),
    ]

    /// An empty diff view; ``setLines(_:)`` and ``append(_:)`` fill it.
    public init() {
        super.init(frame: .zero)
        bindKeys(Self.keyBindings, scope: Self.keymapScope) { [unowned self] command, _ in
            perform(command)
            return true
        }
        onAction(.scroll) { [unowned self] lines in
            scroll(to: topLine + lines)
            return true
        }
    }

    /// Replaces the lines and goes back to the top.
    public func setLines(_ lines: [DiffLine]) {
        self.lines = lines
        topLine = 0
        setNeedsDisplay()
    }

    /// Adds `more` lines at the end; what is in view stays where it is.
    public func append(_ more: [DiffLine]) {
        guard !more.isEmpty else { return }
        let wasShort = lines.count < topLine + pageHeight
        lines += more
        if wasShort { setNeedsDisplay() }
    }

    /// The rows a page has.
    var pageHeight: Int { max(1, Int(bounds.height)) }

    /// Scrolls so that `line` is at the top (kept so the last page is full).
    public func scroll(to line: Int) {
        let clamped = max(0, min(line, lines.count - pageHeight))
        guard clamped != topLine else { return }
        topLine = clamped
        setNeedsDisplay()
    }

    func perform(_ command: Command) {
        switch command {
        case .lineUp: scroll(to: topLine - 1)
        case .lineDown: scroll(to: topLine + 1)
        case .pageUp: scroll(to: topLine - pageHeight)
        case .pageDown: scroll(to: topLine + pageHeight)
        case .top: scroll(to: 0)
        case .bottom: scroll(to: lines.count)
        case .nextFile:
            if let next = lines.indices.dropFirst(topLine + 1).first(where: { lines[$0].kind == .file }) { scroll(to: next) }
        case .previousFile:
            if let previous = lines.indices.prefix(topLine).last(where: { lines[$0].kind == .file }) { scroll(to: previous) }
        }
        announceShown()
    }

    /// Says the line now at the top, as a list says the row that took focus.
    private func announceShown() {
        guard lines.indices.contains(topLine) else { return }
        announce("line \(topLine + 1) of \(lines.count): \(lines[topLine].text)")
    }

    public override var canBecomeFocused: Bool { true }

    /// "Diff, line 12 of 340: +let x = 1".
    public override var accessibilityFocusDescription: String? {
        let line = lines.indices.contains(topLine) ? ": \(lines[topLine].text)" : ""
        return "\(accessibilityLabel ?? "Diff"), line \(min(topLine + 1, lines.count)) of \(lines.count)\(line)"
    }

    public override func draw(_ context: inout DrawingContext) {
        let rows = min(pageHeight, max(0, lines.count - topLine))
        for row in 0..<rows {
            let line = lines[topLine + row]
            context.draw(line.text, x: 0, y: row, style: styles[line.kind])
        }
    }
}
