import Testing
import TrellisShell

@testable import CatsKit

/// The grid density preference: stored, read back, and a bad stored value named.
@Suite struct CatsGridDensityTests {
    @Test func nothingStoredIsComfortable() throws {
        #expect(try CatsGridDensity.stored(in: InMemoryPreferenceStore()) == .comfortable)
    }

    @Test(arguments: CatsGridDensity.allCases)
    func aStoredDensityReadsBack(_ density: CatsGridDensity) throws {
        let preferences = InMemoryPreferenceStore()
        try density.store(in: preferences)
        #expect(try CatsGridDensity.stored(in: preferences) == density)
        #expect(density.toggled != density && density.toggled.toggled == density)
    }

    @Test(arguments: [PreferenceValue.string("roomy"), .int(3), .bool(true), .strings(["compact"])])
    func aBadValueIsATypedErrorNamingTheKeyAndTheValue(_ value: PreferenceValue) {
        let preferences = InMemoryPreferenceStore([CatsGridDensity.preferenceKey: value])
        let expected = CatsPreferenceError.unknownValue(key: "cats.gridDensity", value: value, allowed: ["compact", "comfortable"])
        #expect(throws: expected) { try CatsGridDensity.stored(in: preferences) }
        #expect(expected.description.hasPrefix("preference 'cats.gridDensity' is \(value), not one of \"compact\", \"comfortable\""))
    }

    @MainActor @Test func compactHasMoreNarrowerColumns() {
        #expect(CatsGridDensity.compact.numberOfColumns > CatsGridDensity.comfortable.numberOfColumns)
        #expect(CatsGridDensity.compact.minimumColumnWidth < CatsGridDensity.comfortable.minimumColumnWidth)
        let comfortable = CatsListView.minimumColumnWidth
        #expect(CatsGridDensity.comfortable.minimumColumnWidth == comfortable)
    }
}
