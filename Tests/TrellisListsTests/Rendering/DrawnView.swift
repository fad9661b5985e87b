@testable import TrellisViews

/// A view drawn the way a host paints it, for tests of controls that draw themselves
/// (a ``DataTable``, a ``TreeView``): laid out at a size, then each view back to front
/// (its `draw`, its subviews, its `drawOverSubviews`), hidden ones skipped.
@MainActor
struct DrawnView {
    /// The cells painted.
    var buffer: CellBuffer

    /// Lays `view` out at `width` × `height` (as a root) and paints it.
    init(_ view: View, width: Int, height: Int, animationStep: Int = 0) {
        view.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        view.layoutIfNeeded()
        var context = DrawingContext(buffer: CellBuffer(width: width, height: height), animationStep: animationStep)
        Self.paint(view, into: &context, origin: (0, 0), visible: CellRect(x: 0, y: 0, width: width, height: height), style: .plain)
        buffer = context.buffer
    }

    /// Draws `view` only where `repaint` is (in its own cells), over `buffer`: what a host
    /// does for a frame whose damage is a few rows.
    static func repaint(_ view: View, rows repaint: CellRect, over buffer: CellBuffer) -> CellBuffer {
        var context = DrawingContext(buffer: buffer)
        let frame = CellRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        context.prepare(frame: frame, shown: frame, clip: repaint, style: view.style, packedStyle: PackedStyle(view.style))
        view.draw(&context)
        return context.buffer
    }

    /// The screen's text, one string per row, trailing spaces trimmed.
    var lines: [String] { buffer.lines }

    /// The style of the cell at column `x`, row `y`.
    func style(x: Int, y: Int) -> Style { buffer[x, y].style }

    private static func paint(_ view: View, into context: inout DrawingContext, origin: (Int, Int), visible: CellRect, style: Style) {
        guard !view.isHidden else { return }
        let frame = CellRect(
            x: origin.0 + Int(view.frame.minX), y: origin.1 + Int(view.frame.minY), width: Int(view.frame.width),
            height: Int(view.frame.height))
        let shown = frame.intersection(visible)
        let merged = view.style.merged(over: style)
        context.prepare(frame: frame, shown: shown, clip: shown, style: merged, packedStyle: PackedStyle(merged))
        if view.style.background != nil { context.fill(context.bounds) }
        view.draw(&context)
        for subview in view.subviews {
            paint(subview, into: &context, origin: (frame.minX, frame.minY), visible: shown, style: merged)
        }
        if view.drawsOverSubviews {
            context.prepare(frame: frame, shown: shown, clip: shown, style: merged, packedStyle: PackedStyle(merged))
            view.drawOverSubviews(&context)
        }
    }
}

/// Collects what a view announces (``View/announce(_:)``): set as its root's handler.
@MainActor
final class Announcements {
    private(set) var sentences: [String] = []

    /// Listens to everything `root` and the views under it announce.
    init(_ root: View) {
        root.announcementHandler = { [weak self] in self?.sentences.append($0) }
    }

    /// The last sentence, if any.
    var last: String? { sentences.last }
}
