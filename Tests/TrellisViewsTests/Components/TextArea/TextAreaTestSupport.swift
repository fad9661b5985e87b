import Testing

@testable import TrellisViews

/// A laid-out text area `width` × `height` cells, its clock stopped (typing never pauses
/// unless a test moves it), its announcements kept in ``AnnouncementLog``.
@MainActor
func makeTextArea(_ text: String = "", width: Double = 10, height: Double = 4, placeholder: String = "") -> TextArea {
    let area = TextArea(text: text, placeholder: placeholder)
    area.unhandledActionHandler = { _ in }
    area.frame = Rect(x: 0, y: 0, width: width, height: height)
    area.layoutIfNeeded()
    let start = ContinuousClock.now
    area.now = { start }
    return area
}

/// A host that keeps what was copied and says nothing else.
@MainActor
final class ClipboardHost: HostServices {
    var copied: [String] = []
    func pushOverlay(_ overlay: View, placement: OverlayPlacement, focus: View?) {}
    func dismissOverlay(_ overlay: View) {}
    func copyToClipboard(_ text: String) { copied.append(text) }
    func focus(_ view: View) -> Bool { false }
}

extension TextArea {
    /// Presses the key `spec` names (`"shift+left"`), as a host sends it up the chain;
    /// returns whether something took it.
    @discardableResult
    func press(_ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        guard let event = try? KeyEvent(spec: spec) else {
            Issue.record("\(spec) is not a key", sourceLocation: sourceLocation)
            return false
        }
        return send(.key, event).wasHandled
    }

    /// Presses `spec` `count` times.
    func press(_ spec: String, times count: Int) {
        for _ in 0..<count { press(spec) }
    }

    /// Types each character of `text` as a key.
    func typeText(_ text: String) {
        for character in text { _ = send(.key, KeyEvent(.character(character))) }
    }

    /// Where the cursor is, 0-based, as `line:index`.
    var cursorDescription: String { "\(cursor)" }

    /// The area drawn on a screen of its own size, one string per row, trailing spaces trimmed.
    func rendered() -> [String] {
        let width = Int(bounds.width)
        let height = Int(bounds.height)
        var context = DrawingContext(buffer: CellBuffer(width: width, height: height))
        let frame = CellRect(x: 0, y: 0, width: width, height: height)
        context.prepare(frame: frame, shown: frame, clip: frame, style: .plain, packedStyle: PackedStyle(.plain))
        draw(&context)
        return context.buffer.lines
    }

    /// The rows of the wrapped text, as the wrap breaks it.
    var wrappedRows: [String] {
        (0..<wrap.rowCount).map { row in
            let (line, rowInLine) = wrap.lineAndRow(atRow: row)
            let characters = storage.lines[line]
            return String(characters[wrap.characters(ofRow: rowInLine, inLine: line, length: characters.count)])
        }
    }
}

/// Collects what a view announces.
@MainActor
final class AnnouncementLog {
    var sentences: [String] = []
    init(_ view: View) { view.announcementHandler = { [unowned self] in sentences.append($0) } }
}
