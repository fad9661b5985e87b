import Testing
import TrellisLists
import TrellisTestSupport
import TrellisViews

@testable import TrellisHost

@MainActor
@Suite("Painter")
struct PainterTests {
    func paint(_ root: View, width: Int, height: Int, spinnerPhase: Int = 0) -> (CellBuffer, Painter) {
        root.frame = Rect(x: 0, y: 0, width: Double(width), height: Double(height))
        root.layoutIfNeeded()
        var buffer = CellBuffer(width: width, height: height)
        var painter = Painter(spinnerPhase: spinnerPhase)
        painter.paint(root, into: &buffer)
        return (buffer, painter)
    }

    @Test("a view with a background fills its frame, clipped to its ancestors")
    func backgroundClipped() {
        let root = View()
        let panel = View(frame: Rect(x: 2, y: 1, width: 3, height: 2))
        let overflowing = View(frame: Rect(x: 1, y: 1, width: 10, height: 10))
        overflowing.style = Style(background: .blue)
        panel.addSubview(overflowing)
        root.addSubview(panel)
        let (buffer, _) = paint(root, width: 8, height: 4)
        let blue = (0..<4).flatMap { y in (0..<8).map { x in buffer[x, y].style.background == .blue ? 1 : 0 } }
        #expect(
            blue == [
                0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0,
                0, 0, 0, 1, 1, 0, 0, 0,
                0, 0, 0, 0, 0, 0, 0, 0,
            ])
    }

    @Test(
        "an opaque view hides what is below it in the background it inherits, or the host's own",
        arguments: [Style(background: .palette(230)), .plain])
    func opaqueViewFillsWithTheInheritedBackground(canvas: Style) {
        let root = View()
        root.style = canvas
        let below = Label("xxxxxx", frame: Rect(x: 0, y: 0, width: 6, height: 1))
        below.style = Style(background: .blue)
        let header = View(frame: Rect(x: 1, y: 0, width: 3, height: 1))
        header.isOpaque = true
        root.addSubview(below)
        root.addSubview(header)
        let (buffer, _) = paint(root, width: 6, height: 1)
        #expect(buffer.lines == ["x   xx"])
        #expect((1...3).allSatisfy { buffer[$0, 0].style.background == canvas.background })
        #expect(buffer[4, 0].style.background == .blue)
        // Not opaque: what is below shows through.
        header.isOpaque = false
        let (through, _) = paint(root, width: 6, height: 1)
        #expect(through.lines == ["xxxxxx"])
    }

    @Test("labels draw their text in their style, over the background below")
    func labelStyle() {
        let root = View()
        root.style = Style(foreground: .white, background: .palette(236))
        let label = Label("猫 cat", frame: Rect(x: 1, y: 0, width: 10, height: 1))
        label.style = Style(bold: true)
        root.addSubview(label)
        let (buffer, _) = paint(root, width: 12, height: 1)
        #expect(buffer.lines == [" 猫 cat"])
        #expect(buffer[1, 0] == Cell("猫", width: 2, style: Style(foreground: .white, background: .palette(236), bold: true)))
        #expect(buffer[2, 0].isContinuation)
        #expect(buffer[11, 0].style.background == .palette(236))
    }

    @Test(
        "text is drawn character by character, whether or not its code points stand alone",
        arguments: ["Korat #6 · Thailand · 猫─│⠋", "e\u{301}·猫", "❤\u{FE0F} 🇨🇳 a", "a\tb\r\nc", "한국어 · ｶﾀｶﾅ"])
    func textDrawnPerCharacter(text: String) {
        let root = View()
        root.style = Style(background: .palette(236))
        let label = Label(text, frame: Rect(x: 1, y: 0, width: 30, height: 1))
        label.style = Style(foreground: .cyan)
        root.addSubview(label)
        let (buffer, _) = paint(root, width: 32, height: 1)
        var expected = CellBuffer(width: 32, height: 1)
        let style = Style(foreground: .cyan, background: .palette(236))
        for x in 0..<32 { expected.set(.blank(Style(background: .palette(236))), x: x, y: 0) }
        var x = 1
        for character in text where CharacterWidth.of(character) > 0 {
            let width = CharacterWidth.of(character)
            expected.set(Cell(character, width: UInt8(width), style: style), x: x, y: 0)
            x += width
        }
        #expect(buffer == expected)
    }

    @Test("a wide character cut by the clip shows as a space")
    func wideCharacterClipped() {
        let root = View()
        let clip = View(frame: Rect(x: 0, y: 0, width: 2, height: 1))
        clip.addSubview(Label("a猫", frame: Rect(x: 0, y: 0, width: 10, height: 1)))
        root.addSubview(clip)
        let (buffer, _) = paint(root, width: 6, height: 1)
        #expect(buffer.lines == ["a"])
        #expect(buffer[1, 0] == .blank)
        #expect(buffer[2, 0] == .blank)
    }

    @Test("later subviews draw over earlier ones; hidden views are skipped")
    func zOrderAndHidden() {
        let root = View()
        root.addSubview(Label("back", frame: Rect(x: 0, y: 0, width: 4, height: 1)))
        let front = Label("FR", frame: Rect(x: 1, y: 0, width: 2, height: 1))
        front.style = Style(background: .red)
        root.addSubview(front)
        let hidden = Label("hidden", frame: Rect(x: 0, y: 1, width: 6, height: 1))
        hidden.isHidden = true
        root.addSubview(hidden)
        let (buffer, _) = paint(root, width: 6, height: 2)
        #expect(buffer.lines == ["bFRk", ""])
    }

    @Test("separators rule across or down their frame")
    func separators() {
        let root = View()
        let across = SeparatorView(isVertical: false)
        across.frame = Rect(x: 0, y: 0, width: 3, height: 1)
        let down = SeparatorView(isVertical: true)
        down.frame = Rect(x: 4, y: 0, width: 1, height: 2)
        root.addSubview(across)
        root.addSubview(down)
        let (buffer, _) = paint(root, width: 5, height: 2)
        #expect(buffer.lines == ["─── │", "    │"])
    }

    @Test("a focused cell is drawn in reverse video across its whole frame")
    func focusedCell() {
        let root = View()
        let cell = CollectionViewCell(reuseIdentifier: "cell")
        cell.frame = Rect(x: 0, y: 1, width: 6, height: 1)
        cell.textLabel.text = "Tom"
        root.addSubview(cell)
        cell.isFocused = true
        let (buffer, _) = paint(root, width: 8, height: 3)
        #expect((0..<6).allSatisfy { buffer[$0, 1].style.reverse })
        #expect(!buffer[6, 1].style.reverse)
        #expect(!buffer[0, 0].style.reverse)
        #expect(buffer.lines[1] == "Tom")
    }

    /// Issue 23: the dim coat ("Short") and a detail's dim key ("Origin") kept their own
    /// look inside the highlight; every cell of a focused row takes the highlight.
    @Test("a focused cell's nested labels take the row's highlight, whatever their own style")
    func focusedCellNestedLabels() {
        let root = View()
        let cell = CollectionViewCell(reuseIdentifier: "cell")
        cell.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        cell.textLabel.text = "Mau"
        let styles = [
            Style(dim: true), Style(foreground: .yellow, bold: true), Style(foreground: .red, background: .blue),
            Style(underline: true, reverse: true),
        ]
        for (index, style) in styles.enumerated() {
            let label = Label()
            label.text = "ab"
            label.style = style
            label.frame = Rect(x: Double(4 + 2 * index), y: 0, width: 2, height: 1)
            cell.addSubview(label)
        }
        root.addSubview(cell)
        cell.isFocused = true
        let (buffer, _) = paint(root, width: 12, height: 1)
        #expect(buffer.lines[0] == "Mau abababab")
        for column in 0..<12 {
            let style = buffer[column, 0].style
            let own = column >= 4 ? styles[(column - 4) / 2] : Style()
            let expected = Style(bold: own.bold, underline: own.underline, reverse: true)
            #expect(style == expected, "column \(column): \(style)")
        }
        // Unfocused, the labels keep their own styles.
        cell.isFocused = false
        let (plain, _) = paint(root, width: 12, height: 1)
        #expect(plain[4, 0].style.dim && !plain[4, 0].style.reverse)
        #expect(plain[8, 0].style.background == .blue)
    }

    @Test("a focused cell's focus style wins over what its labels and a selection set")
    func focusedCellStyle() {
        let root = View()
        let cell = CollectionViewCell(reuseIdentifier: "cell")
        cell.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        cell.style = Style(reverse: true)  // selected
        cell.textLabel.text = "Tom"
        cell.textLabel.style = Style(foreground: .yellow, background: .blue)
        root.addSubview(cell)
        cell.isFocused = true
        cell.focusedStyle = Style(foreground: .black, background: .cyan)
        let (buffer, _) = paint(root, width: 8, height: 1)
        #expect((0..<6).allSatisfy { buffer[$0, 0].style == Style(foreground: .black, background: .cyan) })
        #expect(buffer[6, 0].style == Style())
    }

    @Test("a loading placeholder draws the spinner above its title, one glyph per phase")
    func spinner() {
        let root = View()
        let placeholder = PlaceholderView()
        placeholder.placeholder = Placeholder(kind: .loading, title: "Loading…", message: nil)
        root.addSubview(placeholder)
        placeholder.frame = Rect(x: 0, y: 0, width: 11, height: 5)
        let (first, painter) = paint(root, width: 11, height: 5)
        #expect(painter.hasAnimation)
        #expect(first.lines == ["", "     ⠋", " Loading…", "", ""])
        let (second, _) = paint(root, width: 11, height: 5, spinnerPhase: 1)
        #expect(second.lines[1] == "     ⠙")
    }

    @Test("painting marks every drawn view displayed")
    func marksDisplayed() {
        let root = View()
        let label = Label("x", frame: Rect(x: 0, y: 0, width: 1, height: 1))
        root.addSubview(label)
        _ = paint(root, width: 2, height: 1)
        #expect(!root.needsDisplay && !label.needsDisplay)
    }

    @Test("the one-line shortcut places text exactly where the text layout does")
    func singleLineShortcut() {
        var random = SeededGenerator(seed: 5)
        let texts = ["", "cat", "猫と犬", "a longer label", "e\u{301}clair 😺", "two\nlines"]
        for _ in 0..<300 {
            let label = Label(texts.randomElement(using: &random)!)
            label.alignment = [.left, .center, .right].randomElement(using: &random)!
            label.lineLimit = Int.random(in: 0...2, using: &random)
            label.frame = Rect(
                x: 0, y: 0, width: Double(Int.random(in: 0...16, using: &random)) + (Bool.random(using: &random) ? 0.5 : 0),
                height: Double(Int.random(in: 0...3, using: &random)))
            guard let x = Label.singleLineOffset(of: label) else { continue }
            let lines = label.textLayout.lines
            #expect(lines.count == 1, "\(label.text) in \(label.frame)")
            #expect(lines.first.map { Int($0.x.rounded(.down)) } == x, "\(label.text) in \(label.frame)")
            #expect(lines.first?.text == label.text)
        }
    }

    @Test("coordinates round down to cells, and frames that are not numbers do not trap")
    func cellRounding() {
        #expect(Painter.cell(3) == 3)
        #expect(Painter.cell(3.7) == 3)
        #expect(Painter.cell(-0.5) == -1)
        #expect(Painter.cell(-2) == -2)
        #expect(Painter.cell(.nan) == Int(Int32.min))
        #expect(Painter.cell(.infinity) == Int(Int32.max))
        let root = View()
        root.addSubview(Label("odd", frame: Rect(x: .nan, y: 0, width: .infinity, height: 1)))
        _ = paint(root, width: 4, height: 1)
    }

    @Test("the flattened tree traps rather than hold entries for views it does not keep")
    func flattenedTreeKeepsWhatItNames() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let named = View()
                let held = View()
                var tree = Painter.FlattenedTree()
                let entry = Painter.TreeEntry(
                    view: named, depth: 0, originX: 0, originY: 0,
                    visible: CellRect(x: 0, y: 0, width: 1, height: 1), ancestorHidden: false)
                tree.replace(0..<0, with: [entry], views: [held])
            }
        }
    }
}

@MainActor
@Suite("Painter: a child data source's placeholder")
struct PainterChildPlaceholderTests {
    @Test("a loading child draws its spinner and \"Loading…\" below its sibling's rows")
    func childSpinner() {
        let scheduler = ManualScheduler()
        let details = BasicDataSource(items: [SightingRow(id: 1), SightingRow(id: 2)], scheduler: scheduler)
        let sightings = LoadingSightings(scheduler: scheduler)
        sightings.noContentTitle = "No Sightings"
        let detail = ComposedDataSource(scheduler: scheduler)
        detail.add(details)
        detail.add(sightings)
        sightings.loadContent()
        let registry = CellRegistry()
        registry.register(CollectionViewCell.self, for: SightingRow.self) { cell, item, _ in cell.textLabel.text = "\(item)" }
        let list = CollectionView(dataSource: detail, registry: registry)
        list.frame = Rect(x: 0, y: 0, width: 12, height: 4)
        list.layoutIfNeeded()
        var buffer = CellBuffer(width: 12, height: 4)
        var painter = Painter(spinnerPhase: 0)
        painter.paint(list, into: &buffer)
        #expect(painter.hasAnimation)
        #expect(Array(buffer.lines[2...]) == ["      ⠋", "  Loading…"])
        sightings.tokens.forEach { $0.ignore() }
    }
}

private struct SightingRow: Identifiable, Equatable {
    var id: Int
}

/// Sightings whose load the test completes by hand.
@MainActor
private final class LoadingSightings: BasicDataSource<SightingRow> {
    var tokens: [LoadingToken<LoadingSightings>] = []
    override func loadContent() { loadContent { tokens.append($0) } }
}
