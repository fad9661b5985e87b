import Testing
import TrellisViews

@testable import CatsKit

/// When a row is short, priorities decide what gives way: the short line first, then the
/// name; the count and the button never.
@MainActor
@Suite struct CatDetailHeaderPriorityTests {
    func header(width: Double, arrangement: CatDetailHeaderView.Arrangement) -> CatDetailHeaderView {
        let threshold: Double = arrangement == .wide ? 0 : 1_000
        let root = View(frame: Rect(x: 0, y: 0, width: width, height: 10))
        let header = CatDetailHeaderView(theme: .cats, metrics: CatDetailMetrics().with { $0.wideArrangementMinimumWidth = threshold })
        root.addSubview(header)
        header.constraints.make { $0.top.left.right.equalToSuperview() }
        header.show(name: "American Bobtail")  // 16 columns
        header.show(line: "United States · Short or long")  // 29
        header.show(count: "♥ 12")  // 4
        root.layoutIfNeeded()
        #expect(header.arrangement == arrangement)
        return header
    }

    /// The widths of name, line, count and button.
    func widths(_ header: CatDetailHeaderView) -> [Double] {
        [header.nameLabel, header.lineLabel, header.countLabel, header.favoriteButton].map(\.frame.width)
    }

    @Test func onOneRowTheLineGivesWayBeforeTheName() {
        // 1 + name + 2 + line + 2 + count 4 + 1 + button 12 + 1: 23 columns besides name and line.
        #expect(widths(header(width: 68, arrangement: .wide)) == [16, 29, 4, 12])
        #expect(widths(header(width: 60, arrangement: .wide)) == [16, 21, 4, 12])
        #expect(widths(header(width: 40, arrangement: .wide)) == [16, 1, 4, 12])
        #expect(widths(header(width: 34, arrangement: .wide)) == [11, 0, 4, 12])
    }

    @Test func onTwoRowsTheNameAndTheLineGiveWayButNotTheButtonOrTheCount() {
        #expect(widths(header(width: 40, arrangement: .narrow)) == [16, 29, 4, 12])
        // Row one: 1 + name + 2 + button 12 + 1; row two: 1 + line + 2 + count 4 + 1.
        #expect(widths(header(width: 26, arrangement: .narrow)) == [10, 18, 4, 12])
    }

    @Test func aTruncatedLabelEndsInAnEllipsis() {
        let header = header(width: 40, arrangement: .wide)
        #expect(header.nameLabel.textLayout.lines.map(\.text) == ["American Bobtail"])
        #expect(header.lineLabel.textLayout.lines.map(\.text) == ["…"])
    }
}
