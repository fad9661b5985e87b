import Testing

@testable import TrellisViews

@Suite struct ChartScaleTests {
    @Test func theBoundsAreTheFiniteValues() throws {
        let scale = try #require(ChartScale([3, .nan, 40, -.infinity, 12]))
        #expect(scale.minimum == 3 && scale.maximum == 40)
        #expect(ChartScale([Double]()) == nil)
        #expect(ChartScale([.nan, .infinity]) == nil)
        #expect(ChartScale(minimum: 5, maximum: 1) == ChartScale(minimum: 1, maximum: 5))
    }

    @Test func fractionsAndLevels() {
        let scale = ChartScale(minimum: 0, maximum: 70)
        #expect(scale.fraction(of: 35) == 0.5)
        #expect(scale.fraction(of: -5) == 0 && scale.fraction(of: 90) == 1)
        #expect(scale.fraction(of: .nan) == nil)
        #expect(scale.level(of: 0, levels: 8) == 0)
        #expect(scale.level(of: 10, levels: 8) == 1)
        #expect(scale.level(of: 70, levels: 8) == 7)
        #expect(scale.level(of: .infinity, levels: 8) == nil)
        #expect(scale.level(of: 5, levels: 0) == nil)
    }

    @Test func aFlatOrAHugeScaleStillPlacesValues() {
        #expect(ChartScale(minimum: 4, maximum: 4).fraction(of: 4) == 1)
        let huge = ChartScale(minimum: -Double.greatestFiniteMagnitude, maximum: .greatestFiniteMagnitude)
        #expect(huge.fraction(of: 0) == 0.5)
        #expect(huge.fraction(of: .greatestFiniteMagnitude) == 1)
    }
}
