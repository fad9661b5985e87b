import Testing

@testable import TrellisSolver

@Suite("Strength")
struct StrengthTests {
    @Test func tiersFollowKiwi() {
        #expect(Strength.required.value == 1_001_001_000)
        #expect(Strength.strong.value == 1_000_000)
        #expect(Strength.medium.value == 1000)
        #expect(Strength.weak.value == 1)
    }

    @Test func partsAreWeightedAndClamped() {
        #expect(Strength(strong: 0, medium: 1, weak: 0, weight: 1.25).value == 1250)
        #expect(Strength(strong: 5000, medium: 0, weak: 0).value == 1_000_000_000)
        #expect(Strength(strong: -1, medium: 0, weak: 2).value == 2)
        #expect(Strength(value: 5e9) == .required)
    }

    @Test func orderAndRequiredness() {
        #expect(Strength.weak < .medium && Strength.medium < .strong && Strength.strong < .required)
        #expect(Strength.required.isRequired)
        #expect(!Strength(strong: 999, medium: 0, weak: 0).isRequired)
    }

    @Test func descriptionNamesTheStandardStrengths() {
        #expect(Strength.required.description == "required")
        #expect(Strength.weak.description == "weak")
        #expect(Strength(strong: 999, medium: 0, weak: 0).description == "strength(999, 0, 0)")
    }
}
