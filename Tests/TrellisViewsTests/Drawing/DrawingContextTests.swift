import Testing

@testable import TrellisViews

/// What a view sees when it draws: its own cells from (0, 0), writes cut to the clip,
/// wide characters kept whole, its style merged under what it writes.
@MainActor
@Suite("DrawingContext")
struct DrawingContextTests {
    /// A context over a `width` × `height` screen, pointed at a view whose frame is
    /// `frame`, of which `shown` shows, repainting `clip`, in `style`.
    func context(
        width: Int = 10, height: Int = 3, frame: CellRect, shown: CellRect? = nil, clip: CellRect? = nil, style: Style = .plain
    ) -> DrawingContext {
        var context = DrawingContext(buffer: CellBuffer(width: width, height: height))
        let shown = shown ?? frame
        context.prepare(frame: frame, shown: shown, clip: clip ?? shown, style: style, packedStyle: PackedStyle(style))
        return context
    }

    @Test("writes land in the view's own cells, and outside the clip they are dropped")
    func clipping() {
        var context = context(frame: CellRect(x: 2, y: 1, width: 5, height: 1), clip: CellRect(x: 3, y: 1, width: 3, height: 1))
        #expect(context.bounds == CellRect(x: 0, y: 0, width: 5, height: 1))
        #expect(context.clipBounds == CellRect(x: 1, y: 0, width: 3, height: 1))
        context.draw("abcdefgh", x: 0, y: 0)
        context.put("Z", x: 0, y: 0)  // left of the clip
        context.put("Z", x: 2, y: 5)  // below the view
        context.fill(CellRect(x: -5, y: -5, width: 50, height: 50), with: "·", style: Style(dim: true))
        #expect(context.buffer.lines == ["", "   ···", ""])
        #expect(context.cell(x: 0, y: 0) == nil)
        #expect(context.cell(x: 1, y: 0)?.character == "·")
    }

    @Test("a wide character the clip cuts shows as a blank in its visible half")
    func wideCharacterCutByTheClip() {
        // The view shows cells 0..<4; this frame repaints 0..<3: 猫 at 2 straddles the edge.
        var context = context(frame: CellRect(x: 0, y: 0, width: 4, height: 1), clip: CellRect(x: 0, y: 0, width: 3, height: 1))
        context.draw("ab猫", x: 0, y: 0)
        #expect(context.buffer[2, 0] == .blank)
        #expect(!context.buffer[3, 0].isContinuation)
        // The damage cut it, not the view: the host must widen the damage and paint again.
        #expect(context.cutAtRightEdge && !context.cutAtLeftEdge)
    }

    @Test("a wide character the view's own edge cuts is not a cut the host must repair")
    func wideCharacterCutByTheView() {
        var context = context(frame: CellRect(x: 0, y: 0, width: 3, height: 1))
        context.put("猫", x: 2, y: 0)
        #expect(context.buffer.lines == ["", "", ""])
        #expect(!context.cutAtRightEdge && !context.cutAtLeftEdge)
        // Whole inside, it takes two cells.
        context.put("猫", x: 0, y: 0)
        #expect(context.buffer[0, 0] == Cell("猫", width: 2))
        #expect(context.buffer[1, 0].isContinuation)
        // Cut on the left by the damage.
        var left = self.context(frame: CellRect(x: 0, y: 0, width: 4, height: 1), clip: CellRect(x: 1, y: 0, width: 3, height: 1))
        left.put("猫", x: 0, y: 0)
        #expect(left.buffer[1, 0] == .blank && left.cutAtLeftEdge)
    }

    @Test("a write's style is merged over the view's, and keeps the background below when it sets none")
    func styleMerging() {
        var context = context(frame: CellRect(x: 0, y: 0, width: 6, height: 1), style: Style(foreground: .red))
        context.buffer.fill(CellRect(x: 0, y: 0, width: 6, height: 1), with: .blank(Style(background: .blue)))
        context.draw("ab", x: 0, y: 0)
        context.put("c", x: 2, y: 0, style: Style(bold: true))
        context.put("d", x: 3, y: 0, style: Style(foreground: .green, background: .yellow))
        #expect(context.buffer[0, 0].style == Style(foreground: .red, background: .blue))
        #expect(context.buffer[2, 0].style == Style(foreground: .red, background: .blue, bold: true))
        #expect(context.buffer[3, 0].style == Style(foreground: .green, background: .yellow))
        context.restyle(CellRect(x: 1, y: 0, width: 2, height: 1)) { $0.underline = true }
        #expect(context.buffer[1, 0].character == "b" && context.buffer[1, 0].style.underline)
        #expect(!context.buffer[0, 0].style.underline && !context.buffer[3, 0].style.underline)
    }

    @Test("a restyle whose edge cuts a wide character leaves it whole in one style, as a terminal draws it")
    func restyleKeepsWideCharactersInOneStyle() {
        var context = context(frame: CellRect(x: 0, y: 0, width: 8, height: 1))
        context.draw("猫a猫b", x: 0, y: 0)
        // Columns 1-3: the first 猫's right half, "a", and the second 猫's left half.
        context.restyle(CellRect(x: 1, y: 0, width: 3, height: 1)) { $0.reverse = true }
        #expect(context.buffer[3, 0].style.reverse == false)  // the second 猫, cut by the right edge
        #expect(context.buffer[4, 0].style.reverse == false)
        #expect(context.buffer[1, 0].style.reverse == context.buffer[0, 0].style.reverse)  // the first 猫, cut by the left edge
        #expect(context.buffer[2, 0].style.reverse)  // "a", inside
        context.restyle(CellRect(x: 0, y: 0, width: 3, height: 1)) { $0.underline = true }
        #expect(context.buffer[0, 0].style.underline && context.buffer[1, 0].style.underline)  // whole inside: both halves
    }

    @Test("a fill with a wide character takes every other cell; a character of no width writes nothing")
    func fills() {
        var context = context(frame: CellRect(x: 0, y: 0, width: 5, height: 2))
        context.fill(context.bounds, with: "猫")
        #expect(context.buffer.lines == ["猫猫", "猫猫", ""])
        context.put("\u{301}", x: 4, y: 0)
        context.fill(context.bounds, with: "\u{301}")
        #expect(context.buffer.lines == ["猫猫", "猫猫", ""])
    }

    @Test("text drawn by a view matches a label's: control characters take no cell, wide ones two")
    func textLikeALabel() {
        var context = context(frame: CellRect(x: 0, y: 0, width: 10, height: 1))
        context.draw("a\tb猫\u{1B}c", x: 1, y: 0)
        #expect(context.buffer.lines == [" ab猫c", "", ""])
        context.draw("late", x: 0, y: 1)  // below the view: nothing
        #expect(context.buffer.lines[1].isEmpty)
    }
}
