import Testing
import TrellisTestSupport

@testable import TrellisViews

/// Random storms of scrolling, resizing and content changes (seeded, the seed printed on
/// failure): the offset stays inside its limits and each thumb inside its track.
@MainActor
@Suite struct ScrollViewPropertyTests {
    /// A size from outside: mostly small, sometimes zero, negative, NaN or huge.
    /// (Frames stay finite: the layout pass refuses a NaN root, as a host never sends one.)
    func wildLength(_ random: inout SeededGenerator, finite: Bool = false) -> Double {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return 0
        case 1: return -Double(Int.random(in: 1...5, using: &random))
        case 2: return finite ? 1e7 : [Double.nan, .infinity, 1e12][Int.random(in: 0..<3, using: &random)]
        default: return Double(Int.random(in: 1...60, using: &random))
        }
    }

    @Test("the offset stays in 0...max and the thumbs inside their tracks (seeded)", arguments: 0..<40)
    func offsetAndThumbStayInside(run: Int) {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        let scroll = ScrollView(content: NumberedLines(rows: 30, width: 20))
        scroll.frame = Rect(x: 0, y: 0, width: 12, height: 6)
        for step in 0..<60 {
            switch Int.random(in: 0..<7, using: &random) {
            case 0: scroll.send(.scroll, Int.random(in: -20...20, using: &random))
            case 1: scroll.frame.size = Size(width: wildLength(&random, finite: true), height: wildLength(&random, finite: true))
            case 2: scroll.contentSize = Size(width: wildLength(&random), height: wildLength(&random))
            case 3: scroll.fixedContentSize = nil
            case 4: scroll.contentOffset = Point(x: wildLength(&random), y: wildLength(&random))
            case 5:
                let y = Double(Int.random(in: -3...8, using: &random))
                _ = scroll.handleDrag(
                    DragEvent(
                        [.began, .moved, .ended][Int.random(in: 0..<3, using: &random)], location: Point(x: 11, y: y),
                        start: Point(x: 11, y: 0)))
            default: scroll.scroll(pages: Int.random(in: -2...2, using: &random))
            }
            if Bool.random(using: &random) { scroll.layoutIfNeeded() }
            let geometry = scroll.geometry
            let offset = scroll.contentOffset
            let limit = geometry.maxOffset
            #expect(
                offset.x >= 0 && offset.x <= Double(limit.x) && offset.y >= 0 && offset.y <= Double(limit.y),
                "seed \(seed), step \(step): offset \(offset) outside 0...\(limit)")
            for axis in [Axis.vertical, .horizontal] {
                let thumb = geometry.thumb(axis, at: offset)
                let track = geometry.trackLength(axis)
                #expect(
                    thumb.start >= 0 && thumb.start + thumb.length <= max(0, track) && (track <= 0 || thumb.length >= 1),
                    "seed \(seed), step \(step): \(axis) thumb \(thumb) outside its track of \(track)")
            }
        }
    }
}
