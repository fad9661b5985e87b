import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisViews

/// Sharing a length among panes: fractions, cells, minimums, collapsed panes, bad input,
/// and the way back from cells to a layout.
@Suite struct SplitLayoutTests {
    @Test func fractionsShareTheLengthInWholeCells() {
        #expect(SplitLayout.equal(2).resolve(available: 19, minimums: [1, 1]) == [10, 9])
        #expect(SplitLayout(fractions: [0.4, 0.6]).resolve(available: 50, minimums: []) == [20, 30])
        #expect(SplitLayout(fractions: [1, 1, 2]).resolve(available: 40, minimums: []) == [10, 10, 20])
    }

    @Test func cellsComeFirstAndFractionsTakeTheRest() {
        let layout = SplitLayout(lengths: [.cells(24), .fraction(1)])
        #expect(layout.resolve(available: 79, minimums: [1, 1]) == [24, 55])
        // Cells alone overflowing are scaled down.
        #expect(SplitLayout(lengths: [.cells(100), .cells(100)]).resolve(available: 50, minimums: []) == [25, 25])
        // Cells alone short of the length: the last pane takes the rest.
        #expect(SplitLayout(lengths: [.cells(5), .cells(5)]).resolve(available: 30, minimums: []) == [5, 25])
    }

    @Test func minimumsAreRaisedFromThePanesWithRoomOrSharedWhenTheyDoNotFit() {
        #expect(SplitLayout(fractions: [0.05, 0.95]).resolve(available: 40, minimums: [10, 1]) == [10, 30])
        #expect(SplitLayout.equal(2).resolve(available: 5, minimums: [10, 10]) == [3, 2])
        #expect(SplitLayout.equal(3).resolve(available: 2, minimums: [4, 4, 4]).reduce(0, +) == 2)
    }

    @Test func collapsedPanesGetNothingAndBadNumbersNeverTrap() {
        let collapsed = SplitLayout(lengths: [.fraction(0.3), .fraction(0.7)], collapsed: [true, false])
        #expect(collapsed.resolve(available: 40, minimums: [10, 1]) == [0, 40])
        #expect(SplitLayout(fractions: [.nan, -1]).resolve(available: 10, minimums: []) == [5, 5])
        #expect(SplitLayout(fractions: [.infinity, 1]).resolve(available: 10, minimums: []) == [0, 10])
        #expect(SplitLayout(lengths: [.cells(-5), .cells(Int.max)]).resolve(available: 10, minimums: [-3, 0]) == [0, 10])
        #expect(SplitLayout.equal(2).resolve(available: 0, minimums: [1, 1]) == [0, 0])
        #expect(SplitLayout.equal(2).resolve(available: -3, minimums: [1, 1]) == [0, 0])
    }

    @Test func cellsGoBackToALayoutOfTheSameKinds() {
        let layout = SplitLayout(lengths: [.cells(24), .fraction(0.5), .fraction(0.5)])
        let adopted = layout.adopting([20, 30, 10])
        #expect(adopted.lengths == [.cells(20), .fraction(0.75), .fraction(0.25)])
        #expect(adopted.resolve(available: 60, minimums: []) == [20, 30, 10])
    }

    @Test func aStoredLayoutOfAnotherCountIsFitted() {
        let three = SplitLayout(lengths: [.fraction(0.2), .fraction(0.3), .fraction(0.5)], collapsed: [true])
        #expect(three.fitted(to: 2) == SplitLayout(lengths: [.fraction(0.2), .fraction(0.3)], collapsed: [true, false]))
        #expect(SplitLayout(fractions: [1]).fitted(to: 2).lengths == [.fraction(1), .fraction(0.5)])
    }

    @Test func itIsCodableForPreferences() throws {
        let layout = SplitLayout(lengths: [.cells(24), .fraction(0.6)], collapsed: [true, false])
        let data = try JSONEncoder().encode(layout)
        #expect(try JSONDecoder().decode(SplitLayout.self, from: data) == layout)
        #expect(layout.description == "[24 cells (collapsed), 60%]")
    }

    @Test("resolved lengths add up, are never negative and keep minimums that fit (seeded)", arguments: 0..<30)
    func resolvedLengthsAddUp(run: Int) {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededGenerator(seed: seed)
        for _ in 0..<50 {
            let count = Int.random(in: 2...3, using: &random)
            let lengths: [SplitLayout.Length] = (0..<count).map { _ in
                Bool.random(using: &random)
                    ? .cells(Int.random(in: -5...80, using: &random))
                    : .fraction([Double.nan, -1, 0, 0.25, 1, 3][Int.random(in: 0..<6, using: &random)])
            }
            let collapsed = (0..<count).map { _ in Int.random(in: 0..<4, using: &random) == 0 }
            let minimums = (0..<count).map { _ in Int.random(in: -2...20, using: &random) }
            let available = Int.random(in: -5...120, using: &random)
            let result = SplitLayout(lengths: lengths, collapsed: collapsed).resolve(available: available, minimums: minimums)
            let shown = (0..<count).filter { !collapsed[$0] }
            let context = "seed \(seed): \(lengths) \(collapsed) min \(minimums) in \(available) → \(result)"
            #expect(result.count == count && result.allSatisfy { $0 >= 0 }, "\(context)")
            #expect(result.reduce(0, +) == (shown.isEmpty ? 0 : max(0, available)), "\(context)")
            #expect(shown.allSatisfy { result[$0] == 0 || !collapsed[$0] }, "\(context)")
            if shown.reduce(0, { $0 + max(0, minimums[$1]) }) <= available {
                #expect(shown.allSatisfy { result[$0] >= minimums[$0] }, "\(context)")
            }
        }
    }
}
