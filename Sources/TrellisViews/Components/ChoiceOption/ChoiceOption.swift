/// One choice of a ``RadioGroup`` or a ``Select``: the value the app stores and the title
/// the user reads (an `NSPopUpButton` item's `representedObject` and `title`, a huh
/// option's value and key).
///
/// ```swift
/// let modes = [ChoiceOption(ColourMode.mono, "Mono"), ChoiceOption(.palette256, "256 colours")]
/// ```
public struct ChoiceOption<Value: Hashable & Sendable>: Hashable, Sendable {
    /// What the app stores when this option is chosen.
    public var value: Value
    /// What the control shows.
    public var title: String

    /// An option for `value`, shown as `title`.
    public init(_ value: Value, _ title: String) {
        self.value = value
        self.title = title
    }
}

extension Array {
    /// The index of the first option whose value is `value`, or `nil` (also for `nil`).
    ///
    /// - Complexity: O(*n*) for *n* options.
    func firstIndex<Value>(of value: Value?) -> Int? where Element == ChoiceOption<Value> {
        guard let value else { return nil }
        return firstIndex { $0.value == value }
    }
}
