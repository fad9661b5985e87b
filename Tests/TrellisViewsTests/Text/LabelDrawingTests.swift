import Testing
import TrellisTestSupport

@testable import TrellisViews

/// A label keeps how its text goes into cells between frames (`Label.linePlan`): whatever
/// changes between two draws, it must draw what a label made afresh with the same
/// properties draws.
@MainActor
@Suite("Label drawing")
struct LabelDrawingTests {
    static let texts = [
        "", "Cats", "Abyssinian · Ethiopia", "阅读源码的乐趣", "a\nbb", "e\u{301}clair 😺", "a line of ASCII that is longer than most boxes",
        "tab\there", "x",
    ]

    /// The cells `label` draws at its size, over a dotted background.
    static func drawn(_ label: Label) -> CellBuffer {
        let width = Int(label.bounds.width)
        let height = Int(label.bounds.height)
        var context = DrawingContext(buffer: CellBuffer(width: width, height: height))
        let all = CellRect(x: 0, y: 0, width: width, height: height)
        context.prepare(frame: all, shown: all, clip: all, style: .plain, packedStyle: .plain)
        context.fill(all, with: "·")
        label.draw(&context)
        return context.buffer
    }

    @Test("a label drawn after any change draws what a new label with its properties draws", arguments: 1...30)
    func keptPlanFollowsEveryChange(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let label = Label(Self.texts.randomElement(using: &random)!, frame: Rect(x: 0, y: 0, width: 12, height: 1))
        var usesCells = true
        for step in 0..<40 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: label.text = Self.texts.randomElement(using: &random)!
            case 1: label.alignment = [.left, .center, .right].randomElement(using: &random)!
            case 2: label.lineLimit = Int.random(in: 0...2, using: &random)
            case 3: label.frame.size.width = Double(Int.random(in: 1...30, using: &random))
            case 4: label.frame.size.height = Double(Int.random(in: 1...3, using: &random))
            default:
                usesCells.toggle()
                label.measurer = usesCells ? MonospaceTextMeasurer() : CountingMeasurer()
            }
            let fresh = Label(label.text, frame: label.frame)
            fresh.alignment = label.alignment
            fresh.lineLimit = label.lineLimit
            if !usesCells { fresh.measurer = CountingMeasurer() }
            #expect(
                Self.drawn(label) == Self.drawn(fresh),
                "seed \(seed), step \(step): \(label.text.debugDescription) \(label.alignment) limit \(label.lineLimit) \(label.frame)")
        }
    }
}
