import Testing
import TrellisTestSupport

@testable import TrellisViews

/// Random rows (seeded, the seed printed on failure) of boxes, spacers and hidden views at
/// random widths, against a model: with room, each box keeps its width, gaps are the
/// spacing and spacers split the rest equally; without, nothing overlaps or leaves the row.
@MainActor
@Suite struct StackPropertyTests {
    enum Item {
        case box(Double)
        case spacer, hidden

        var width: Double {
            guard case .box(let width) = self else { return 0 }
            return width
        }
        var isSpacer: Bool {
            guard case .spacer = self else { return false }
            return true
        }
        var isHidden: Bool {
            guard case .hidden = self else { return false }
            return true
        }
    }

    @Test("rows match the model at every width (seeded)", arguments: 0..<30)
    func rowsMatchModel(run: Int) throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let items: [Item] = (0..<Int.random(in: 0...6, using: &random)).map { _ in
            switch Int.random(in: 0..<6, using: &random) {
            case 0: .spacer
            case 1: .hidden
            default: .box(Double(Int.random(in: 0...6, using: &random)))
            }
        }
        let spacing = Double(Int.random(in: 0...2, using: &random))
        let views: [View] = items.map { item in
            switch item {
            case .box(let width): Box(width, 1)
            case .spacer: Spacer()
            case .hidden: Box(3, 1)
            }
        }
        for (item, view) in zip(items, views) { view.isHidden = item.isHidden }
        let row = HStack(spacing: spacing) { views }
        for _ in 0..<4 {
            let width = Double(Int.random(in: 0...40, using: &random))
            try row.laidOut(width: width, height: 1).check(items, views, spacing: spacing, width: width, seed: seed)
        }
    }
}

extension HStack {
    /// The row's frames against the model.
    func check(_ items: [StackPropertyTests.Item], _ views: [View], spacing: Double, width: Double, seed: UInt64) {
        let shown = zip(items, views).filter { !$0.0.isHidden }
        let widths = shown.map(\.0.width)
        let spacers = shown.filter(\.0.isSpacer).count
        let natural = widths.reduce(0, +) + spacing * Double(max(shown.count - 1, 0))
        let share = spacers > 0 && width >= natural ? (width - natural) / Double(spacers) : 0
        var x = 0.0
        var previousEnd = 0.0
        for ((item, view), boxWidth) in zip(shown, widths) {
            let frame = view.frame
            #expect(
                frame.width >= -1e-9 && frame.minX >= previousEnd - 1e-9 && frame.maxX <= width + 1e-9, "seed \(seed), \(width): \(frame)")
            previousEnd = frame.maxX
            guard width >= natural else { continue }
            let expected = item.isSpacer ? share : boxWidth
            #expect(
                abs(frame.minX - x) < 1e-6 && abs(frame.width - expected) < 1e-6,
                "seed \(seed), width \(width): \(frame) ≠ x \(x) w \(expected)")
            x += expected + spacing
        }
        for (item, view) in zip(items, views) {
            if item.isHidden { #expect(view.frame.size == .zero, "seed \(seed): a hidden view has \(view.frame)") }
        }
    }
}
