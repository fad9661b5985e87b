/// How much a constraint matters, as one number (the Cassowary/kiwi convention).
///
/// A strength combines three tiers, *strong*, *medium* and *weak*, each scaled by
/// 1,000 relative to the next: `Strength(strong: a, medium: b, weak: c, weight: w)` is
/// `clamp(a·w)·1e6 + clamp(b·w)·1e3 + clamp(c·w)`, each part clamped to 0…1000.
/// ``required`` sits above everything the tiers can express, and required constraints
/// must hold exactly; the others are satisfied as well as their strengths allow.
///
/// Because a strength is a single number, the tiers are not strictly lexicographic:
/// enough weak errors can outweigh a medium one (1,001 weak constraints violated by
/// one point cost more than one medium constraint violated by one point), exactly as
/// in kiwi. Keep tier counts in mind when a layout relies on a tier always winning.
///
/// ```swift
/// let almostRequired = Strength(strong: 999, medium: 0, weak: 0)
/// let c = (width == 100) ~ .strong
/// ```
public struct Strength: Sendable, Hashable, Comparable {
    /// The weight the solver multiplies a constraint's error by.
    public var value: Double

    /// A strength with the given raw value, clamped to `0…required`.
    public init(value: Double) {
        self.value = Swift.min(Swift.max(value, 0), Strength.required.value)
    }

    /// Combines the three tiers; each scaled part is clamped to 0…1000.
    ///
    /// - Parameters:
    ///   - strong: The strong tier (1 for ``strong``).
    ///   - medium: The medium tier (1 for ``medium``).
    ///   - weak: The weak tier (1 for ``weak``).
    ///   - weight: A factor applied to all three tiers before clamping.
    public init(strong: Double, medium: Double, weak: Double, weight: Double = 1) {
        func clamp(_ part: Double) -> Double { Swift.min(Swift.max(part, 0), 1000) }
        value = clamp(strong * weight) * 1_000_000 + clamp(medium * weight) * 1000 + clamp(weak * weight)
    }

    /// Must hold exactly: `Strength(strong: 1000, medium: 1000, weak: 1000)`.
    public static let required = Strength(strong: 1000, medium: 1000, weak: 1000)
    /// `Strength(strong: 1, medium: 0, weak: 0)`.
    public static let strong = Strength(strong: 1, medium: 0, weak: 0)
    /// `Strength(strong: 0, medium: 1, weak: 0)`.
    public static let medium = Strength(strong: 0, medium: 1, weak: 0)
    /// `Strength(strong: 0, medium: 0, weak: 1)`.
    public static let weak = Strength(strong: 0, medium: 0, weak: 1)

    /// Whether constraints of this strength must hold exactly.
    public var isRequired: Bool { value >= Strength.required.value }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }
}

extension Strength: CustomStringConvertible {
    /// `required`, `strong`, `medium`, `weak`, or the tiers for other strengths.
    public var description: String {
        switch self {
        case .required: return "required"
        case .strong: return "strong"
        case .medium: return "medium"
        case .weak: return "weak"
        default:
            // Truncation is the floor here (strengths are never negative).
            let strong = Double(Int64(value / 1_000_000))
            let medium = Double(Int64((value - strong * 1_000_000) / 1000))
            let weak = value - strong * 1_000_000 - medium * 1000
            return "strength(\(formatNumber(strong)), \(formatNumber(medium)), \(formatNumber(weak)))"
        }
    }
}
