/// The maths of a chart's scale: where a value lies between the smallest and the largest
/// of the values drawn, and which of a few levels (a sparkline's eight blocks) it takes.
/// Non-finite values have no place: they are left out of the bounds and drawn as gaps.
struct ChartScale: Hashable, Sendable {
    /// The lowest value on the scale.
    let minimum: Double
    /// The highest value on the scale.
    let maximum: Double

    /// A scale from `minimum` to `maximum` (swapped when given the wrong way round).
    init(minimum: Double, maximum: Double) {
        self.minimum = min(minimum, maximum)
        self.maximum = max(minimum, maximum)
    }

    /// The scale of the finite `values`, or `nil` when there are none.
    ///
    /// - Complexity: O(*n*) for *n* values.
    init?(_ values: some Sequence<Double>) {
        var bounds: (Double, Double)?
        for value in values where value.isFinite {
            bounds = bounds.map { (min($0.0, value), max($0.1, value)) } ?? (value, value)
        }
        guard let (minimum, maximum) = bounds else { return nil }
        self.init(minimum: minimum, maximum: maximum)
    }

    /// Where `value` lies, 0 at the minimum to 1 at the maximum (clamped); `nil` for a
    /// non-finite value; 1 on a scale of one value, so a flat series still shows.
    func fraction(of value: Double) -> Double? {
        guard value.isFinite else { return nil }
        let span = maximum - minimum
        guard span > 0 else { return 1 }
        guard span.isFinite else { return value >= maximum ? 1 : value <= minimum ? 0 : 0.5 }
        return max(0, min(1, (value - minimum) / span))
    }

    /// Which of `levels` levels `value` takes, 0 to `levels - 1`; `nil` for a non-finite value.
    func level(of value: Double, levels: Int) -> Int? {
        guard let fraction = fraction(of: value), levels > 0 else { return nil }
        return min(levels - 1, Int((fraction * Double(levels - 1)).rounded()))
    }
}
