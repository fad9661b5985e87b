import Testing
import TrellisLists
import TrellisTestSupport
import TrellisViews

@testable import TrellisTerminal
@testable import TrellisTerminalTesting

/// Frames after the first repaint only the cells of views that changed. Over random view trees
/// and random edits, two things must hold after every frame: the back buffer equals
/// a full paint of the tree from scratch, and the terminal (the renderer's bytes
/// replayed) shows exactly the back buffer.
@MainActor
@Suite("Incremental painting properties")
struct IncrementalPaintPropertyTests {
    static let texts = ["", "cat", "猫と犬", "a very long label that overflows", "e\u{301}clair 😺", "x", "猫猫猫猫猫猫猫猫", " 犬 犬 犬 犬"]
    static let styles: [Style] = [
        .plain, Style(background: .blue), Style(foreground: .red, bold: true),
        Style(background: .palette(236), underline: true), Style(reverse: true),
    ]

    struct Tree {
        var root: View
        var views: [View]
    }

    func randomFrame(width: Int, height: Int, using random: inout SeededGenerator) -> Rect {
        Rect(
            x: Double(Int.random(in: -2...width, using: &random)), y: Double(Int.random(in: -2...height, using: &random)),
            width: Double(Int.random(in: 0...width, using: &random)), height: Double(Int.random(in: 0...4, using: &random)))
    }

    func randomView(width: Int, height: Int, using random: inout SeededGenerator) -> View {
        let view: View
        switch Int.random(in: 0..<5, using: &random) {
        case 0: view = Label(IncrementalPaintPropertyTests.texts.randomElement(using: &random)!)
        case 1: view = SeparatorView(isVertical: Bool.random(using: &random))
        case 2:
            let cell = CollectionViewCell(reuseIdentifier: "cell")
            cell.textLabel.text = IncrementalPaintPropertyTests.texts.randomElement(using: &random)!
            cell.isFocused = Bool.random(using: &random)
            view = cell
        default: view = View()
        }
        view.frame = randomFrame(width: width, height: height, using: &random)
        view.style = IncrementalPaintPropertyTests.styles.randomElement(using: &random)!
        view.isOpaque = Int.random(in: 0..<4, using: &random) == 0
        return view
    }

    func edit(_ tree: inout Tree, width: Int, height: Int, using random: inout SeededGenerator) {
        let view = tree.views.randomElement(using: &random)!
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            view.frame = randomFrame(width: width, height: height, using: &random)
        case 1:
            view.frame = view.frame.offsetBy(dx: 0, dy: Bool.random(using: &random) ? 1 : -1)
        case 2:
            (view as? Label)?.text = IncrementalPaintPropertyTests.texts.randomElement(using: &random)!
            (view as? CollectionViewCell)?.textLabel.text = IncrementalPaintPropertyTests.texts.randomElement(using: &random)!
        case 3:
            view.style = IncrementalPaintPropertyTests.styles.randomElement(using: &random)!
            if Bool.random(using: &random) { view.isOpaque.toggle() }
        case 4:
            if view !== tree.root { view.isHidden.toggle() }
        case 5:
            if let cell = view as? CollectionViewCell { cell.isFocused.toggle() }
        case 6:
            let child = randomView(width: width, height: height, using: &random)
            view.addSubview(child)
            tree.views.append(child)
        default:
            if view !== tree.root {
                view.removeFromSuperview()
                tree.views.removeAll { $0 === view || !($0 === tree.root || $0.isDescendant(of: tree.root)) }
            }
        }
    }

    @Test("the back buffer always equals a full repaint, and the replayed screen the back buffer")
    func incrementalEqualsFull() throws {
        var random = SeededGenerator(seed: 2026)
        for round in 0..<40 {
            // Wide screens keep damage rectangles small, so they cut through wide text.
            let width = Int.random(in: 12...60, using: &random)
            let height = Int.random(in: 3...14, using: &random)
            let root = View()
            var tree = Tree(root: root, views: [root])
            for _ in 0..<Int.random(in: 1...12, using: &random) {
                let parent = tree.views.randomElement(using: &random)!
                let child = randomView(width: width, height: height, using: &random)
                parent.addSubview(child)
                tree.views.append(child)
            }
            let pilot = Pilot(root: root, columns: width, rows: height)
            for step in 0..<20 {
                for _ in 0..<Int.random(in: 1...2, using: &random) { edit(&tree, width: width, height: height, using: &random) }
                pilot.frame()
                var full = CellBuffer(width: width, height: height)
                var painter = Painter()
                painter.paint(root, into: &full)
                let back = pilot.app.renderer.back
                #expect(back == full, "round \(round), step \(step): \(back.lines) vs \(full.lines)")
                #expect(pilot.terminal.screen.grid == back, "round \(round), step \(step)")
                // The painter's flattened copy of the tree holds each view once.
                func count(_ view: View) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
                let flattened = pilot.app.painter.flattened.entries
                let held = pilot.app.painter.flattened.views
                #expect(flattened.count == count(root), "round \(round), step \(step)")
                #expect(held.count == flattened.count)
                #expect(pilot.app.painter.flattened.entriesNameTheirHeldViews)
                // Each entry knows its subtree's extent, and the frame left every subtree clean.
                #expect(
                    flattened.indices.allSatisfy { flattened[$0].size == count(held[$0]) },
                    "round \(round), step \(step)")
                #expect(tree.views.allSatisfy { !$0.subtreeNeedsDisplay && !$0.needsDisplay }, "round \(round), step \(step)")
                #expect(!AppHost.needsDrawing(root))
                if back != full || pilot.terminal.screen.grid != back { return }
            }
        }
    }

    @Test("repainting a small view over wide text widens the damage to whole characters")
    func damageWidensAroundWideCharacters() {
        let root = View()
        let text = Label("猫猫猫猫", frame: Rect(x: 0, y: 0, width: 8, height: 1))
        let marker = Label("", frame: Rect(x: 3, y: 0, width: 1, height: 1))
        root.addSubview(text)
        root.addSubview(marker)
        let pilot = Pilot(root: root, columns: 10, rows: 1)
        pilot.assertScreen(["猫猫猫猫"])
        marker.text = "x"  // covers the right half of the second 猫
        pilot.frame()
        pilot.assertScreen(["猫 x猫猫"])
        marker.text = ""  // the 猫 comes back whole
        pilot.frame()
        pilot.assertScreen(["猫猫猫猫"])
        // A wide glyph painted inside a one-cell damage must be painted whole.
        let overlay = Label("", frame: Rect(x: 2, y: 0, width: 2, height: 1))
        root.addSubview(overlay)
        pilot.frame()
        overlay.text = "犬"
        pilot.frame()
        pilot.assertScreen(["猫犬猫猫"])
        var full = CellBuffer(width: 10, height: 1)
        var painter = Painter()
        painter.paint(root, into: &full)
        #expect(pilot.app.renderer.back == full)
    }
}
