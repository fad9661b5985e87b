// What a ``Slider`` and a ``Stepper`` share, as `UISlider` and `UIStepper` share
// `UIControl`'s value plumbing: a value on a ``SteppedRange``, set one way by the app and
// the other by the user (reported, announced), and the step keys.

/// A value on a ``SteppedRange``, always one of its values.
struct SteppedValue: Hashable, Sendable {
    /// The values allowed.
    let range: SteppedRange
    /// The value: on a step, or an end.
    private(set) var value: Double

    /// `value` snapped onto `bounds` by `step` (the lower bound for NaN or infinity).
    ///
    /// - Precondition: The bounds are finite, and `step` is finite and positive.
    init(_ bounds: ClosedRange<Double>, step: Double, value: Double, file: StaticString, line: UInt) {
        range = SteppedRange(bounds, step: step, file: file, line: line)
        self.value = range.snapped(value) ?? bounds.lowerBound
    }

    /// Takes `newValue`, snapped: returns it when the value changed, `nil` when it did not
    /// (the same value once snapped, NaN, infinity).
    mutating func take(_ newValue: Double) -> Double? {
        guard let snapped = range.snapped(newValue), snapped != value else { return nil }
        value = snapped
        return snapped
    }
}

/// A control holding a ``SteppedValue``: ``Slider`` and ``Stepper`` keep their public
/// members (each documented for its control) and get their behaviour from here.
@MainActor
protocol SteppedValueControl: View {
    /// The value and the values allowed.
    var steppedValue: SteppedValue { get set }
    /// Called with the new value after the user changed it.
    var onChange: (@MainActor (Double) -> Void)? { get }
    /// The value's text.
    var format: @MainActor (Double) -> String { get }
}

extension SteppedValueControl {
    /// The values allowed.
    var stepped: SteppedRange { steppedValue.range }

    /// The app sets the value (its state flowing in): snapped, drawn, never reported.
    func appSet(_ newValue: Double) {
        if steppedValue.take(newValue) != nil { setNeedsDisplay() }
    }

    /// The user sets the value: when it changed, drawn, announced (unless `announces` is
    /// `false`, as during a drag) and reported through ``onChange``.
    func userSet(_ newValue: Double, announces: Bool = true) {
        guard let snapped = steppedValue.take(newValue) else { return }
        setNeedsDisplay()
        if announces { announce(format(snapped)) }
        onChange?(snapped)
    }

    /// Declares the step keys (``StepCommand/keyBindings``) under `scope`: each moves the
    /// value as the user does.
    func bindStepKeys(scope: String) {
        bindKeys(StepCommand.keyBindings, scope: scope) { [unowned self] command, _ in
            userSet(stepped.value(after: command, from: steppedValue.value))
            return true
        }
    }

    /// "Copies, stepper, 5": the label, `role`, the value's text.
    func steppedDescription(role: String) -> String {
        [accessibilityLabel, role, format(steppedValue.value)].compactMap { $0 }.joined(separator: ", ")
    }

    /// `value=5 range=1...10 step=1`.
    var steppedDebugDetails: String { "value=\(format(steppedValue.value)) range=\(stepped.bounds) step=\(stepped.step)" }
}
