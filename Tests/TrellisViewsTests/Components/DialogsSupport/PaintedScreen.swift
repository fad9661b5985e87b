@testable import TrellisViews

/// Paints `root` and everything under it into a buffer of its size, back to front, as a
/// host's painter does (backgrounds, `draw`, subviews, `drawOverSubviews`), after laying
/// it out: what a test of drawing reads.
@MainActor
func paintedScreen(_ root: View) -> CellBuffer {
    root.layoutIfNeeded()
    let width = Int(root.frame.width)
    let height = Int(root.frame.height)
    var context = DrawingContext(buffer: CellBuffer(width: width, height: height))
    paintForTest(
        root, originX: 0, originY: 0, visible: CellRect(x: 0, y: 0, width: width, height: height), inherited: .plain, into: &context)
    return context.buffer
}

@MainActor
private func paintForTest(_ view: View, originX: Int, originY: Int, visible: CellRect, inherited: Style, into context: inout DrawingContext)
{
    guard !view.isHidden else { return }
    let frame = view.frame
    let rect = CellRect(x: originX + Int(frame.minX), y: originY + Int(frame.minY), width: Int(frame.width), height: Int(frame.height))
    let shown = rect.intersection(visible)
    guard !shown.isEmpty else { return }
    let style = view.style.merged(over: inherited)
    let packed = PackedStyle(style)
    if view.style.background != nil { context.buffer.fill(shown, with: .blank(packed)) }
    context.prepare(frame: rect, shown: shown, clip: shown, style: style, packedStyle: packed)
    view.draw(&context)
    for subview in view.subviews {
        paintForTest(subview, originX: rect.minX, originY: rect.minY, visible: shown, inherited: style, into: &context)
    }
    if view.drawsOverSubviews {
        context.prepare(frame: rect, shown: shown, clip: shown, style: style, packedStyle: packed)
        view.drawOverSubviews(&context)
    }
}
