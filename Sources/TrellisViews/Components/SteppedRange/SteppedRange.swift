/// The values a ``Stepper`` or a ``Slider`` may take: a closed range of finite numbers and
/// a step, the values `lower + k·step` inside it and the upper bound (UIKit's
/// `UIStepper`'s `minimumValue`, `maximumValue` and `stepValue`).
///
/// Outside numbers (a drag past the end, NaN from a division, infinity from a parse) are
/// clamped or ignored, never trapped on; a range or step that could not work is a
/// programmer's mistake and traps with a message.
struct SteppedRange: Hashable, Sendable {
    /// The lowest and highest value.
    let bounds: ClosedRange<Double>
    /// The distance between two values.
    let step: Double

    /// The values of `bounds` a `step` apart from its lower bound.
    ///
    /// - Precondition: Both bounds and the step are finite, and the step is positive.
    init(_ bounds: ClosedRange<Double>, step: Double, file: StaticString = #fileID, line: UInt = #line) {
        precondition(
            bounds.lowerBound.isFinite && bounds.upperBound.isFinite, "the range \(bounds) must be finite", file: file, line: line)
        precondition(step.isFinite && step > 0, "the step \(step) must be a positive finite number", file: file, line: line)
        self.bounds = bounds
        self.step = step
    }

    /// The allowed value nearest `value` (a step or an end); `nil` for NaN or infinity.
    ///
    /// - Complexity: O(1).
    func snapped(_ value: Double) -> Double? {
        guard value.isFinite else { return nil }
        if value <= bounds.lowerBound { return bounds.lowerBound }
        if value >= bounds.upperBound { return bounds.upperBound }
        let steps = ((value - bounds.lowerBound) / step).rounded()
        let onStep = min(bounds.upperBound, bounds.lowerBound + steps * step)
        // The upper bound is a value too, when it is off the steps and nearer.
        return bounds.upperBound - value < abs(value - onStep) ? bounds.upperBound : onStep
    }

    /// The value `steps` steps from `value` (negative for down), clamped to the range.
    func moved(_ value: Double, by steps: Int) -> Double {
        snapped(value + Double(steps) * step) ?? (steps > 0 ? bounds.upperBound : bounds.lowerBound)
    }

    /// Where `value` lies between the bounds, 0 to 1 (0 for a range of one value).
    func fraction(of value: Double) -> Double {
        let width = bounds.upperBound - bounds.lowerBound
        guard width > 0, width.isFinite else { return 0 }
        return max(0, min(1, (value - bounds.lowerBound) / width))
    }

    /// The value on a step nearest `fraction` of the way from the lower bound to the upper.
    func value(atFraction fraction: Double) -> Double {
        let clamped = fraction.isFinite ? max(0, min(1, fraction)) : 0
        let lower = bounds.lowerBound
        let upper = bounds.upperBound
        return snapped(lower + clamped * (upper - lower)) ?? (clamped < 0.5 ? lower : upper)
    }

    /// The value `command` leads to from `value`: a step, ten steps, or an end.
    func value(after command: StepCommand, from value: Double) -> Double {
        switch command {
        case .decrement: moved(value, by: -1)
        case .increment: moved(value, by: 1)
        case .pageDown: moved(value, by: -10)
        case .pageUp: moved(value, by: 10)
        case .minimum: bounds.lowerBound
        case .maximum: bounds.upperBound
        }
    }

    /// `value` written plainly: `30`, `0.25`, `-1.5` (rounded to six decimals, so a step of
    /// 0.1 shows `0.3`, not `0.30000000000000004`).
    static func plainText(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if value == value.rounded(), abs(value) < 1e15 { return "\(Int(value))" }
        let rounded = (value * 1e6).rounded() / 1e6
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? "\(Int(rounded))" : "\(rounded)"
    }
}

/// What a stepper's or a slider's keys do (``Stepper/keyBindings``, ``Slider/keyBindings``);
/// the raw values are the names a keymap file uses in their scopes.
public enum StepCommand: String, KeyCommand, CaseIterable {
    /// ← or -: a step down.
    case decrement
    /// → or +: a step up.
    case increment
    /// Page Down: ten steps down.
    case pageDown = "page-down"
    /// Page Up: ten steps up.
    case pageUp = "page-up"
    /// Home: the lowest value.
    case minimum
    /// End: the highest value.
    case maximum

    /// The keys of a stepper or a slider, as help lists them.
    static let keyBindings: KeyBindings<StepCommand> = [
        KeyBinding(.decrement, "left", "-", summary: "a step down", keysLabel: "← -"),
        KeyBinding(.increment, "right", "+", "=", summary: "a step up", keysLabel: "→ +"),
        KeyBinding(.pageDown, "pagedown", summary: "ten steps down"),
        KeyBinding(.pageUp, "pageup", summary: "ten steps up"),
        KeyBinding(.minimum, "home", summary: "the lowest value"),
        KeyBinding(.maximum, "end", summary: "the highest value"),
    ]
}
