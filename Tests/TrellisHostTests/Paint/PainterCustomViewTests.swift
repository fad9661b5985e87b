import Testing
import TrellisViews

@testable import TrellisHost

/// The painter draws any view through `View.draw(_:)`: a view it has never heard of is
/// clipped, styled and repainted by damage like a label.
@MainActor
@Suite("Painter: views that draw themselves")
struct PainterCustomViewTests {
    /// Draws its animation step as a digit and a bar of `=` across its width.
    final class Ticker: View {
        var running = true { didSet { setNeedsDisplay() } }
        var draws = 0
        override var isAnimating: Bool { running }
        override func draw(_ context: inout DrawingContext) {
            draws += 1
            context.put(Character("\(context.animationStep % 10)"), x: 0, y: 0)
            context.fill(CellRect(x: 1, y: 0, width: context.bounds.width - 1, height: 1), with: "=")
        }
    }

    /// Frames a view over its subviews' drawing, only while `framed`.
    final class Outline: View {
        var framed = false { didSet { setNeedsDisplay() } }
        override var drawsOverSubviews: Bool { framed }
        override func drawOverSubviews(_ context: inout DrawingContext) {
            context.put("[", x: 0, y: 0)
            context.put("]", x: context.bounds.width - 1, y: 0)
        }
    }

    func host(_ root: View, columns: Int, rows: Int) -> (AppHost, CellBuffer) {
        root.frame = Rect(x: 0, y: 0, width: Double(columns), height: Double(rows))
        let host = AppHost(root: root, size: GridSize(columns: columns, rows: rows))
        host.attach()
        host.spinnerInterval = .zero
        return (host, CellBuffer(width: columns, height: rows))
    }

    @Test func anAnimatingViewIsRepaintedAloneAtEachStep() {
        let root = View()
        let ticker = Ticker(frame: Rect(x: 2, y: 1, width: 4, height: 1))
        let still = Label("still", frame: Rect(x: 0, y: 0, width: 5, height: 1))
        root.addSubview(still)
        root.addSubview(ticker)
        var (host, buffer) = host(root, columns: 30, rows: 3)
        _ = host.paintFrame(into: &buffer, everything: false)
        #expect(buffer.lines == ["still", "  0===", ""])
        #expect(host.painter.hasAnimation)
        host.advanceAnimations()
        let spans = host.paintFrame(into: &buffer, everything: false)
        #expect(buffer.lines == ["still", "  1===", ""])
        #expect(spans == [0..<0, 2..<6, 0..<0], "only the ticker's cells were repainted")
        #expect(ticker.draws == 2)

        ticker.running = false
        _ = host.paintFrame(into: &buffer, everything: false)
        #expect(!host.painter.hasAnimation)
    }

    @Test func aViewDrawsOverItsSubviewsOnlyWhileItSaysSo() {
        let root = View()
        let outline = Outline(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        outline.addSubview(Label("abcdef", frame: Rect(x: 0, y: 0, width: 6, height: 1)))
        root.addSubview(outline)
        var (host, buffer) = host(root, columns: 8, rows: 1)
        _ = host.paintFrame(into: &buffer, everything: false)
        #expect(buffer.lines == ["abcdef"])
        outline.framed = true
        _ = host.paintFrame(into: &buffer, everything: false)
        #expect(buffer.lines == ["[bcde]"])
        // The one-off paint (a snapshot) draws the same.
        var snapshot = CellBuffer(width: 8, height: 1)
        var painter = Painter()
        painter.paint(root, into: &snapshot)
        #expect(snapshot == buffer)
    }

    /// A view a subview fills all over is not drawn (nothing of it would show); one the
    /// subview leaves a cell of, or covers without filling, is. What it draws over its
    /// subviews is drawn either way.
    @Test func aViewASubviewFillsOverIsNotDrawnButWhatItDrawsOverItIs() {
        let root = View()
        let under = Ticker(frame: Rect(x: 0, y: 0, width: 6, height: 2))
        under.running = false
        let cover = View(frame: Rect(x: 0, y: 0, width: 6, height: 2))
        cover.style = Style(background: .blue)
        under.addSubview(cover)
        let outline = Outline(frame: Rect(x: 0, y: 2, width: 6, height: 1))
        outline.framed = true
        let text = Label("abcdef", frame: Rect(x: 0, y: 0, width: 6, height: 1))
        text.isOpaque = true
        outline.addSubview(text)
        root.addSubview(under)
        root.addSubview(outline)
        var (host, buffer) = host(root, columns: 8, rows: 3)
        _ = host.paintFrame(into: &buffer, everything: true)
        #expect(under.draws == 0)
        #expect(buffer.lines == ["", "", "[bcde]"])
        #expect((0..<6).allSatisfy { x in buffer[x, 1].style.background == .blue })

        cover.frame = Rect(x: 0, y: 1, width: 6, height: 1)  // a row of `under` shows
        _ = host.paintFrame(into: &buffer, everything: true)
        #expect(under.draws == 1)
        #expect(buffer.lines == ["0=====", "", "[bcde]"])

        cover.frame = Rect(x: 0, y: 0, width: 6, height: 2)
        cover.style = .plain  // covers, but draws nothing: `under` shows through
        _ = host.paintFrame(into: &buffer, everything: true)
        #expect(under.draws == 2)
        #expect(buffer.lines == ["0=====", "", "[bcde]"])
        var snapshot = CellBuffer(width: 8, height: 3)
        var painter = Painter()
        painter.paint(root, into: &snapshot)
        #expect(snapshot == buffer)
    }

    @Test func aViewIsClippedToItsAncestorsAndDrawsInItsMergedStyle() {
        let root = View()
        root.style = Style(foreground: .green)
        let box = View(frame: Rect(x: 1, y: 0, width: 3, height: 1))
        let ticker = Ticker(frame: Rect(x: -1, y: 0, width: 10, height: 1))
        ticker.style = Style(bold: true)
        box.addSubview(ticker)
        root.addSubview(box)
        var (host, buffer) = host(root, columns: 8, rows: 1)
        _ = host.paintFrame(into: &buffer, everything: false)
        #expect(buffer.lines == [" ==="])
        #expect(buffer[1, 0].style == Style(foreground: .green, bold: true))
    }
}
