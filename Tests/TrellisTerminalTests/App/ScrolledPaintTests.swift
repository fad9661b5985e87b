import Foundation
import Testing
import TrellisLists
import TrellisTestSupport
import TrellisViews

@testable import TrellisHost
@testable import TrellisTerminal
@testable import TrellisTerminalTesting

/// A view that scrolls rows it places itself and says so (`View.scrollRect(_:byRows:)`): the
/// painter moves what it drew and paints what came in and what changed. Whatever happens
/// around the scroll, the frame must equal a full paint of the tree.
@MainActor
@Suite("Scrolled painting")
struct ScrolledPaintTests {
    /// Rows placed by hand at their content position less the offset, with an index
    /// column on the right and a header pinned at the top that stay where they are.
    final class Scroller: View {
        var rows: [View] = []
        var offset = 0
        let header = Label("header")
        let index = Label("A\nB\nC")
        /// The part that scrolls: beside the index column.
        var scrolledWidth: Double { max(0, frame.width - 2) }

        func scroll(by count: Int, rect: Rect? = nil) {
            offset += count
            for row in rows { row.frame.origin.y -= Double(count) }
            scrollRect(rect ?? Rect(x: 0, y: 0, width: scrolledWidth, height: frame.height), byRows: count)
        }
    }

    static let texts = ["", "cat", "猫と犬", "a very long row that overflows", "e\u{301}clair 😺", "x", "猫猫猫猫猫猫猫猫", " 犬 犬 犬 犬"]
    static let styles: [Style] = [
        .plain, Style(background: .blue), Style(foreground: .red, bold: true),
        Style(background: .palette(236), underline: true), Style(reverse: true),
    ]

    func row(width: Int, y: Int, using random: inout SeededGenerator) -> View {
        let view: View
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let cell = CollectionViewCell(reuseIdentifier: "cell")
            cell.textLabel.text = Self.texts.randomElement(using: &random)!
            cell.isFocused = Int.random(in: 0..<5, using: &random) == 0
            view = cell
        case 1: view = SeparatorView(isVertical: false)
        default: view = Label(Self.texts.randomElement(using: &random)!)
        }
        let height = Int.random(in: 1...2, using: &random)
        // Mostly inside the scrolled part; now and then wider, under the index.
        let rowWidth = Int.random(in: 0..<6, using: &random) == 0 ? width : max(0, width - 2)
        view.frame = Rect(x: 0, y: Double(y), width: Double(rowWidth), height: Double(height))
        view.style = Self.styles.randomElement(using: &random)!
        return view
    }

    /// One random change among those a scroll may meet: it is what the test is about that
    /// most of them leave the painter a move to make, and some take it away.
    func edit(_ scroller: Scroller, root: View, overlay: Label, width: Int, using random: inout SeededGenerator) {
        let rows = scroller.rows
        switch Int.random(in: 0..<23, using: &random) {
        case 0..<9:
            scroller.scroll(by: [1, 1, 1, -1, -1, 2, -2, 3].randomElement(using: &random)!)
        case 9:
            scroller.scroll(by: 1)
            scroller.scroll(by: 1)  // two before a frame add up
        case 10:
            if let view = rows.randomElement(using: &random) { (view as? Label)?.text = Self.texts.randomElement(using: &random)! }
            if let cell = rows.randomElement(using: &random) as? CollectionViewCell {
                cell.textLabel.text = Self.texts.randomElement(using: &random)!
            }
        case 11:
            if let view = rows.randomElement(using: &random) { view.frame.origin.y += Bool.random(using: &random) ? 1 : -1 }
        case 12:
            if let view = rows.randomElement(using: &random) { view.isHidden.toggle() }
        case 13:
            if let cell = rows.randomElement(using: &random) as? CollectionViewCell { cell.isFocused.toggle() }
        case 14:
            let y = Int.random(in: -2...Int(scroller.frame.height) + 2, using: &random)
            let new = row(width: width, y: y, using: &random)
            scroller.insertSubview(new, at: Int.random(in: 0...scroller.subviews.count, using: &random))
            scroller.rows.append(new)
            scroller.scroll(by: 1)
        case 15:
            if let view = rows.randomElement(using: &random) {
                view.removeFromSuperview()
                scroller.rows.removeAll { $0 === view }
            }
            scroller.scroll(by: -1)
        case 16:
            overlay.frame.origin.y += Bool.random(using: &random) ? 1 : -1
            overlay.isHidden = Int.random(in: 0..<3, using: &random) == 0
            scroller.scroll(by: 1)
        case 17:
            scroller.style = Self.styles.randomElement(using: &random)!
            scroller.isOpaque = Int.random(in: 0..<4, using: &random) != 0
            scroller.scroll(by: -1)
        case 18:
            scroller.scroll(by: 1, rect: Rect(x: 1, y: 1, width: 3, height: 4))  // another rectangle: drawn whole
            scroller.scroll(by: 1)
        case 19:
            // Restacked: a row over the pinned header, or moved onto its neighbour and brought
            // over it.
            if let view = rows.randomElement(using: &random) {
                if Bool.random(using: &random) { view.frame.origin.y = 0 }
                scroller.bringSubviewToFront(view)
            }
            scroller.scroll(by: Bool.random(using: &random) ? 1 : -1)
        case 20:
            scroller.bringSubviewToFront(scroller.header)
            scroller.scroll(by: 1)
        case 21:
            // Restacked as a list restacks: some subviews put on top in an order of their
            // own, so that others (the old pinned header) end up below ones they were over.
            let chosen = scroller.subviews.filter { _ in Bool.random(using: &random) }.shuffled(using: &random)
            scroller.stackSubviewsOnTop(chosen)
            scroller.scroll(by: Bool.random(using: &random) ? 1 : -1)
        default:
            scroller.header.text = Self.texts.randomElement(using: &random)!
            scroller.scroll(by: 1)
        }
    }

    @Test("a scrolled view's frame equals a full paint, and the replayed screen the frame, whatever meets the scroll")
    func scrolledEqualsFull() throws {
        let seed = ProcessInfo.processInfo.environment["TRELLIS_SCROLL_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        var moved = 0
        for round in 0..<30 {
            let width = Int.random(in: 8...50, using: &random)
            let height = Int.random(in: 6...16, using: &random)
            let margins = Bool.random(using: &random)
            let root = View()
            root.style = Self.styles.randomElement(using: &random)!
            let under = Label(Self.texts.randomElement(using: &random)!, frame: Rect(x: 0, y: 2, width: Double(width), height: 1))
            root.addSubview(under)
            let scroller = Scroller()
            scroller.frame = Rect(
                x: Double(Int.random(in: 0...2, using: &random)), y: 1, width: Double(width - 2), height: Double(height - 2))
            scroller.isOpaque = Int.random(in: 0..<5, using: &random) != 0
            root.addSubview(scroller)
            var y = 0
            while y < 3 * height {
                let new = row(width: Int(scroller.frame.width), y: y, using: &random)
                scroller.addSubview(new)
                scroller.rows.append(new)
                y += Int(new.frame.height)
            }
            scroller.header.frame = Rect(x: 0, y: 0, width: scroller.scrolledWidth, height: 1)
            scroller.header.isOpaque = true
            scroller.addSubview(scroller.header)
            scroller.index.frame = Rect(x: scroller.scrolledWidth, y: 0, width: 2, height: 3)
            scroller.addSubview(scroller.index)
            let overlay = Label("toast 猫", frame: Rect(x: 3, y: Double(height / 2), width: 8, height: 1))
            overlay.style = Style(background: .palette(52))
            root.addSubview(overlay)
            let pilot = Pilot(root: root, columns: width, rows: height, capabilities: TerminalCapabilities(leftRightMargins: margins))
            pilot.terminal.supportsLeftRightMargins = margins
            for step in 0..<25 {
                edit(scroller, root: root, overlay: overlay, width: Int(scroller.frame.width), using: &random)
                pilot.frame()
                if pilot.app.painter.lastScroll != nil { moved += 1 }
                var full = CellBuffer(width: width, height: height)
                var painter = Painter()
                painter.paint(root, into: &full)
                let back = pilot.app.renderer.back
                let painted = back == full
                let shown = pilot.terminal.screen.grid == back
                #expect(painted, "seed \(seed) (TRELLIS_SCROLL_SEED), round \(round), step \(step): \(Self.difference(back, full))")
                #expect(
                    shown,
                    "seed \(seed) (TRELLIS_SCROLL_SEED), round \(round), step \(step), margins \(margins), moved \(String(describing: pilot.app.painter.lastScroll)), scrolled \(String(describing: pilot.app.renderer.lastScroll)): \(Self.difference(pilot.terminal.screen.grid, back))"
                )
                #expect(pilot.app.painter.flattened.entriesNameTheirHeldViews)
                // Entries moved with a scroll keep each subtree's extent.
                func count(_ view: View) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
                let entries = pilot.app.painter.flattened.entries
                let held = pilot.app.painter.flattened.views
                #expect(entries.count == count(root) && entries.indices.allSatisfy { entries[$0].size == count(held[$0]) }, "seed \(seed)")
                if !painted || !shown { return }
            }
            pilot.stop()
        }
        // Most frames moved cells: the property is about moves, not about repainting.
        #expect(moved > 30 * 25 / 3, "seed \(seed): only \(moved) frames of \(30 * 25) moved cells")
    }

    /// The first cell where two buffers differ, and each one's text.
    static func difference(_ left: CellBuffer, _ right: CellBuffer) -> String {
        for y in 0..<min(left.height, right.height) {
            for x in 0..<min(left.width, right.width) where left[x, y] != right[x, y] {
                return "first at (\(x), \(y)): \(left[x, y]) vs \(right[x, y]); \(left.lines) vs \(right.lines)"
            }
        }
        return "sizes \(left.width)x\(left.height) vs \(right.width)x\(right.height) or links differ"
    }

    @Test("a list scrolled by a row moves its rows beside the index and paints the row that came in, writing only it")
    func aListScrollMovesItsRowsAndPaintsTheRowThatCameIn() throws {
        let list = CollectionViewTerminalTests.letterList()
        let pilot = Pilot(root: list, columns: 20, rows: 8, capabilities: TerminalCapabilities(leftRightMargins: true))
        pilot.terminal.supportsLeftRightMargins = true
        pilot.frame()
        pilot.terminal.clearWrites()
        list.scroll(by: 1)
        pilot.frame()
        // The rows beside the index (the list's width less its two columns) moved.
        #expect(pilot.app.painter.lastScroll == RowShift(top: 0, bottom: 7, count: 1, rowsSaved: 0, columns: 0..<18))
        // The header stays pinned at the top; A1 went under it.
        #expect(
            pilot.screenLines == [
                "A breeds           A", "A2                 B", "A3                 C", "B breeds           D", "B1                 E",
                "B2                 F", "B3                 G", "C breeds           H",
            ])
        let written = String(decoding: pilot.terminal.output, as: UTF8.self)
        #expect(written.contains("\u{1B}[?69h"))  // scrolled between margins
        #expect(written.contains("C breeds"))  // the row that came in
        for moved in ["A3", "B1", "B2", "B3"] { #expect(!written.contains(moved), "\(moved) was moved, not written again") }
        pilot.stop()
    }

    /// A filled row that counts the times it is drawn.
    final class CountingRow: View {
        var draws = 0
        override func draw(_ context: inout DrawingContext) {
            draws += 1
            context.draw(key ?? "", x: 0, y: 0)
        }
    }

    @Test("when the next header takes the pin, the headers that kept their order are moved with the rows, not drawn again")
    func aNewPinnedHeaderLeavesTheOtherHeadersMoved() throws {
        // A list's stack: rows, then headers in order, then the pinned header over the first row.
        let list = Scroller()
        list.frame = Rect(x: 0, y: 0, width: 20, height: 10)
        list.isOpaque = true
        func add(_ key: String, y: Int, background: Color) -> CountingRow {
            let view = CountingRow(frame: Rect(x: 0, y: Double(y), width: 18, height: 1))
            view.key = key
            view.style = Style(background: background)
            list.addSubview(view)
            list.rows.append(view)
            return view
        }
        for y in [0, 2, 3, 5, 6, 8, 9, 10] { _ = add("row \(y)", y: y, background: .blue) }
        let first = add("header 1", y: 1, background: .green)
        let second = add("header 2", y: 4, background: .green)
        let third = add("header 3", y: 7, background: .green)
        let pinned = add("header 0", y: 0, background: .red)
        let pilot = Pilot(root: list, columns: 20, rows: 10, capabilities: TerminalCapabilities(leftRightMargins: true))
        pilot.terminal.supportsLeftRightMargins = true
        pilot.frame()
        // A row up: header 1 reaches the top and takes the pin; header 0 goes under the
        // headers, as a list restacks them (pinned headers paint over the others).
        list.scroll(by: 1)
        list.stackSubviewsOnTop([pinned, second, third, first])
        let before = [second.draws, third.draws]
        pilot.frame()
        #expect(pilot.app.painter.lastScroll != nil)
        #expect([second.draws, third.draws] == before, "headers 2 and 3 only moved, yet were drawn again")
        #expect(pilot.screenLines.prefix(4).map { $0.trimmingCharacters(in: .whitespaces) } == ["header 1", "row 2", "row 3", "header 2"])
        pilot.stop()
    }

    @Test("the painter does not move cells a list that is not opaque, or that moved itself, scrolled over")
    func noMoveWhenTheListIsNotOpaqueOrMoved() throws {
        let list = CollectionViewTerminalTests.letterList()
        list.isOpaque = false
        let pilot = Pilot(root: list, columns: 20, rows: 8)
        pilot.frame()
        list.scroll(by: 1)
        pilot.frame()
        #expect(pilot.app.painter.lastScroll == nil)
        list.isOpaque = true
        pilot.frame()
        list.scroll(by: 1)
        pilot.frame()
        #expect(pilot.app.painter.lastScroll != nil)
        list.setNeedsDisplay()  // its own drawing changed: drawn whole
        list.scroll(by: 1)
        pilot.frame()
        #expect(pilot.app.painter.lastScroll == nil)
        pilot.stop()
    }
}
