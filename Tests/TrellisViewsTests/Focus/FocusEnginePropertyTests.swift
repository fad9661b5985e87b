import Testing
import TrellisTestSupport
import TrellisViews

/// Random trees (seeded, the seed printed on failure): Tab visits every focusable view
/// that shows exactly once per cycle, in reading order, and Shift-Tab is its exact reverse.
@MainActor
@Suite struct FocusEnginePropertyTests {
    /// A random tree under `parent`: plain views and focusable probes, some hidden, some
    /// without an area; returns the probes Tab must reach.
    func grow(_ parent: View, depth: Int, shown: Bool, random: inout SeededGenerator) -> [View] {
        var reachable: [View] = []
        for index in 0..<Int.random(in: 0...4, using: &random) {
            let frame = Rect(
                x: Double(Int.random(in: 0...30, using: &random)), y: Double(Int.random(in: 0...20, using: &random)),
                width: Double(Int.random(in: 0...8, using: &random)), height: Double(Int.random(in: 0...3, using: &random)))
            let focusable = Bool.random(using: &random)
            let view = focusable ? FocusProbe(frame: frame) : View(frame: frame)
            view.key = "\(parent.key ?? "root").\(index)"
            view.isHidden = Int.random(in: 0..<6, using: &random) == 0
            parent.addSubview(view)
            let visible = shown && !view.isHidden
            if focusable, visible, frame.width > 0, frame.height > 0 { reachable.append(view) }
            if depth > 0 { reachable += grow(view, depth: depth - 1, shown: visible, random: &random) }
        }
        return reachable
    }

    @Test("Tab visits each focusable view once per cycle; Shift-Tab is its reverse (seeded)", arguments: 0..<60)
    func tabCyclesAndShiftTabReverses(run: Int) {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let root = View(frame: Rect(x: 0, y: 0, width: 80, height: 40))
        let reachable = grow(root, depth: 3, shown: true, random: &random)
        let engine = FocusEngine(root: root)
        var forward: [View] = []
        for _ in 0..<reachable.count {
            engine.moveFocus(.next)
            if let view = engine.focusedView { forward.append(view) }
        }
        let ids = Set(forward.map(ObjectIdentifier.init))
        #expect(
            forward.count == reachable.count && ids == Set(reachable.map(ObjectIdentifier.init)),
            "seed \(seed): Tab reached \(forward.compactMap(\.key)), not \(reachable.compactMap(\.key))")
        let frames = forward.map(\.frameInRoot)
        #expect(
            zip(frames, frames.dropFirst()).allSatisfy { ($0.minY, $0.minX) <= ($1.minY, $1.minX) }, "seed \(seed): not in reading order")
        guard !reachable.isEmpty else { return }
        engine.moveFocus(.next)
        #expect(engine.focusedView === forward.first, "seed \(seed): Tab does not wrap to the first view")
        var backward: [View] = []
        for _ in 0..<reachable.count {
            engine.moveFocus(.previous)
            if let view = engine.focusedView { backward.append(view) }
        }
        // From the first: Shift-Tab goes to the last, then back through the chain to the first.
        let expected = Array(forward.reversed())
        #expect(backward.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init), "seed \(seed): Shift-Tab is not Tab's reverse")
    }
}
