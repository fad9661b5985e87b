import Testing
import TrellisShell

/// Typed preference keys: defaults, round trips, and a stored value of the wrong kind named.
@Suite struct PreferenceKeyTests {
    enum Theme: String, CaseIterable, PreferenceConvertible { case dark, light }
    let theme = PreferenceKey<Theme>("theme", default: .dark)

    @Test func nothingStoredIsTheDefault() throws {
        let store = InMemoryPreferenceStore()
        #expect(try store.value(for: theme) == .dark)
        #expect(try store.value(for: PreferenceKey("count", default: 7)) == 7)
    }

    @Test func everyKindRoundTrips() throws {
        let store = InMemoryPreferenceStore()
        try store.set(.light, for: theme)
        #expect(store.string(forKey: "theme") == "light")
        #expect(try store.value(for: theme) == .light)
        let flag = PreferenceKey("flag", default: false)
        try store.set(true, for: flag)
        #expect(try store.value(for: flag))
        let count = PreferenceKey("count", default: 0)
        try store.set(-3, for: count)
        #expect(try store.value(for: count) == -3)
        let ratio = PreferenceKey("ratio", default: 0.5)
        try store.set(0.25, for: ratio)
        #expect(try store.value(for: ratio) == 0.25)
        store.set(.int(2), forKey: "ratio")
        #expect(try store.value(for: ratio) == 2, "a whole number is a number")
        let name = PreferenceKey("name", default: "")
        try store.set("Ada", for: name)
        #expect(try store.value(for: name) == "Ada")
    }

    @Test(
        "a stored value of another kind is an error naming the key, the value and what it must be",
        arguments: [PreferenceValue.string("purple"), .string("Dark"), .string(""), .bool(true), .int(1), .strings(["dark"])])
    func wrongKind(_ value: PreferenceValue) {
        let store = InMemoryPreferenceStore(["theme": value])
        let expected = PreferenceError.unexpectedValue(key: "theme", value: value, expected: #"one of "dark", "light""#)
        #expect(throws: expected) { try store.value(for: theme) }
        #expect(expected.description == "preference 'theme' is \(value), not one of \"dark\", \"light\"")
        #expect(store.value(forKey: "theme") == value, "left as it is")
    }

    @Test func wrongKindsForTheBuiltInValues() {
        let store = InMemoryPreferenceStore(["flag": .int(1), "count": .double(1.5), "ratio": .string("x"), "name": .bool(true)])
        #expect(throws: PreferenceError.unexpectedValue(key: "flag", value: .int(1), expected: "true or false")) {
            try store.value(for: PreferenceKey("flag", default: false))
        }
        #expect(throws: PreferenceError.unexpectedValue(key: "count", value: .double(1.5), expected: "a whole number")) {
            try store.value(for: PreferenceKey("count", default: 0))
        }
        #expect(throws: PreferenceError.unexpectedValue(key: "ratio", value: .string("x"), expected: "a number")) {
            try store.value(for: PreferenceKey("ratio", default: 0.0))
        }
        #expect(throws: PreferenceError.unexpectedValue(key: "name", value: .bool(true), expected: "a string")) {
            try store.value(for: PreferenceKey("name", default: ""))
        }
    }
}
