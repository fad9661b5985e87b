import Testing
import TrellisLists
import TrellisViews
@testable import TrellisTerminal

/// Frames after the first repaint only the rows that changed. Over random view trees
/// and random edits, two things must hold after every frame: the back buffer equals
/// a full paint of the tree from scratch, and the terminal (the renderer's bytes
/// replayed) shows exactly the back buffer.
@MainActor
@Suite("Incremental painting properties")
struct IncrementalPaintPropertyTests {
    static let texts = ["", "cat", "猫と犬", "a very long label that overflows", "e\u{301}clair 😺", "x"]
    static let styles: [Style] = [.plain, Style(background: .blue), Style(foreground: .red, bold: true),
                                  Style(background: .palette(236), underline: true), Style(reverse: true)]

    struct Tree {
        var root: View
        var views: [View]
    }

    func randomFrame(width: Int, height: Int, using random: inout SplitMix64) -> Rect {
        Rect(x: Double(Int.random(in: -2...width, using: &random)), y: Double(Int.random(in: -2...height, using: &random)),
             width: Double(Int.random(in: 0...width, using: &random)), height: Double(Int.random(in: 0...4, using: &random)))
    }

    func randomView(width: Int, height: Int, using random: inout SplitMix64) -> View {
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
        return view
    }

    func edit(_ tree: inout Tree, width: Int, height: Int, using random: inout SplitMix64) {
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
        var random = SplitMix64(seed: 2026)
        for round in 0..<30 {
            let width = Int.random(in: 4...30, using: &random), height = Int.random(in: 3...10, using: &random)
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
                for _ in 0..<Int.random(in: 1...3, using: &random) { edit(&tree, width: width, height: height, using: &random) }
                pilot.frame()
                var full = CellBuffer(width: width, height: height)
                var painter = Painter()
                painter.paint(root, into: &full)
                let back = pilot.app.renderer.back
                #expect(back == full, "round \(round), step \(step): \(back.lines) vs \(full.lines)")
                #expect(pilot.terminal.screen.grid == back, "round \(round), step \(step)")
                if back != full || pilot.terminal.screen.grid != back { return }
            }
        }
    }
}
