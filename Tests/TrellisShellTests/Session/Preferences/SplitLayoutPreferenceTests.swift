import Testing
import TrellisShell
import TrellisViews

/// A split view's layout as a preference: it round-trips, reads as a person would write it,
/// and a hand-edited value that is not one is the key's error, never a trap.
@Suite struct SplitLayoutPreferenceTests {
    let key = PreferenceKey("mail.split", default: SplitLayout(fractions: [0.3, 0.7]))

    @Test func aLayoutRoundTrips() throws {
        let store = InMemoryPreferenceStore()
        #expect(try store.value(for: key) == SplitLayout(fractions: [0.3, 0.7]))
        let layout = SplitLayout(lengths: [.cells(24), .fraction(0.25), .fraction(0.75)], collapsed: [true, false, false])
        try store.set(layout, for: key)
        #expect(store.value(forKey: "mail.split") == .strings(["24 cells collapsed", "0.25", "0.75"]))
        #expect(try store.value(for: key) == layout)
    }

    @Test func aHandEditedValueThatIsNotALayoutIsTheKeysError() {
        for bad: PreferenceValue in [
            .string("0.4"), .strings(["wide"]), .strings(["0.4", "3 rows"]), .strings(["nan"]), .strings(["x cells"]),
        ] {
            let store = InMemoryPreferenceStore(["mail.split": bad])
            #expect(throws: PreferenceError.unexpectedValue(key: "mail.split", value: bad, expected: SplitLayout.expectedPreference)) {
                try store.value(for: key)
            }
        }
    }
}
