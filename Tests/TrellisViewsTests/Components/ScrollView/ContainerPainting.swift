@testable import TrellisViews

/// Paints a view tree as TrellisHost's `Painter` does (each view clipped to its frame and
/// its ancestors', hidden views skipped, subviews over their superview), for the container
/// tests, which cannot reach the host module.
@MainActor
enum ContainerPainting {
    /// The tree under `root` as text, one string per row (trailing spaces trimmed).
    static func lines(of root: View) -> [String] {
        buffer(of: root).lines
    }

    /// The cells painted for the tree under `root`, laid out first.
    static func buffer(of root: View) -> CellBuffer {
        root.layoutIfNeeded()
        let width = ScrollGeometry.sane(root.frame.width)
        let height = ScrollGeometry.sane(root.frame.height)
        var context = DrawingContext(buffer: CellBuffer(width: width, height: height))
        paint(root, originX: 0, originY: 0, visible: CellRect(x: 0, y: 0, width: width, height: height), inherited: .plain, into: &context)
        return context.buffer
    }

    private static func paint(
        _ view: View, originX: Int, originY: Int, visible: CellRect, inherited: Style, into context: inout DrawingContext
    ) {
        guard !view.isHidden else { return }
        let frame = view.frame
        let rect = CellRect(
            minX: originX + Int(frame.minX.rounded(.down)), minY: originY + Int(frame.minY.rounded(.down)),
            maxX: originX + Int(frame.maxX.rounded(.down)), maxY: originY + Int(frame.maxY.rounded(.down)))
        let shown = rect.intersection(visible)
        guard !shown.isEmpty else { return }
        let style = view.style.merged(over: inherited)
        context.prepare(frame: rect, shown: shown, clip: shown, style: style, packedStyle: PackedStyle(style))
        view.draw(&context)
        for subview in view.subviews {
            paint(subview, originX: rect.minX, originY: rect.minY, visible: shown, inherited: style, into: &context)
        }
        if view.drawsOverSubviews {
            context.prepare(frame: rect, shown: shown, clip: shown, style: style, packedStyle: PackedStyle(style))
            view.drawOverSubviews(&context)
        }
    }
}

/// Content for a scroll view: `rows` numbered lines (`line 0`, `line 1`…), `width` wide,
/// drawing only the rows its clip shows and noting which.
final class NumberedLines: View {
    let rows: Int
    let width: Int
    private(set) var drawnRows: [Int] = []

    init(rows: Int, width: Int = 10) {
        self.rows = rows
        self.width = width
        super.init()
    }

    override var intrinsicContentSize: Size { Size(width: Double(width), height: Double(rows)) }

    override func draw(_ context: inout DrawingContext) {
        let clip = context.clipBounds
        for row in max(0, clip.minY)..<min(rows, clip.maxY) {
            drawnRows.append(row)
            context.draw("line \(row)", x: 0, y: row)
        }
    }
}

/// A view that takes focus, for following focus inside a container.
final class FocusableProbe: View {
    override var canBecomeFocused: Bool { true }
}
