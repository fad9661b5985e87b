import Testing
import TrellisShell

@testable import CatsKit

/// The grid density preference: stored, read back, and a bad stored value named.
@Suite struct CatsGridDensityTests {
    @Test func nothingStoredIsComfortable() throws {
        #expect(try InMemoryPreferenceStore().value(for: CatsGridDensity.preference) == .comfortable)
    }

    @Test(arguments: CatsGridDensity.allCases)
    func aStoredDensityReadsBack(_ density: CatsGridDensity) throws {
        let preferences = InMemoryPreferenceStore()
        try density.store(in: preferences)
        #expect(try preferences.value(for: CatsGridDensity.preference) == density)
        #expect(density.toggled != density && density.toggled.toggled == density)
    }

    @Test(arguments: [PreferenceValue.string("roomy"), .int(3), .bool(true), .strings(["compact"])])
    func aBadValueIsATypedErrorNamingTheKeyAndTheValue(_ value: PreferenceValue) {
        let preferences = InMemoryPreferenceStore([CatsGridDensity.preference.name: value])
        let expected = PreferenceError.unexpectedValue(
            key: "cats.gridDensity", value: value, expected: #"one of "compact", "comfortable""#)
        #expect(throws: expected) { try preferences.value(for: CatsGridDensity.preference) }
        #expect(expected.description.hasPrefix("preference 'cats.gridDensity' is \(value), not one of \"compact\", \"comfortable\""))
    }

    @MainActor @Test func compactHasMoreNarrowerColumns() {
        #expect(CatsGridDensity.compact.numberOfColumns > CatsGridDensity.comfortable.numberOfColumns)
        #expect(CatsGridDensity.compact.minimumColumnWidth < CatsGridDensity.comfortable.minimumColumnWidth)
        let comfortable = CatsListView.minimumColumnWidth
        #expect(CatsGridDensity.comfortable.minimumColumnWidth == comfortable)
    }
}
