import TrellisSolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much a constraint matters, on Auto Layout's scale from 1 to 1,000.
///
/// 1,000 is ``required``: the constraint must hold. Below that, a constraint is
/// satisfied as well as its priority allows against the others.
///
/// The named levels land exactly on the solver's strength tiers: ``low`` (250) is
/// `Strength.weak`, ``medium`` (500) `Strength.medium`, ``high`` (750)
/// `Strength.strong`; the scale between is geometric (each step of 250 multiplies the
/// weight by 1,000), so priority 751 weighs a little more than 750. As in any
/// Cassowary, weights add up: many violated low constraints can outweigh one medium.
///
/// ```swift
/// make.width.equalTo(100).priority(.high)
/// make.width.equalTo(100).priority(600)
/// ```
public struct LayoutPriority: Hashable, Sendable, Comparable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The level, 1…1,000.
    public var rawValue: Double

    /// A priority clamped to 1…1,000.
    public init(_ rawValue: Double) {
        self.rawValue = Swift.min(Swift.max(rawValue, 1), 1000)
    }

    public init(integerLiteral value: Int) { self.init(Double(value)) }
    public init(floatLiteral value: Double) { self.init(value) }

    /// 1,000: must hold.
    public static let required = LayoutPriority(1000)
    /// 750.
    public static let high = LayoutPriority(750)
    /// 500.
    public static let medium = LayoutPriority(500)
    /// 250.
    public static let low = LayoutPriority(250)
    /// 750: the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the default content hugging.
    public static let defaultLow = LayoutPriority(250)

    /// Whether constraints at this priority must hold.
    public var isRequired: Bool { rawValue >= 1000 }

    /// The solver strength: required, or `1000^(p/250 − 1)` (exact tiers at 250/500/750).
    var strength: Strength {
        switch rawValue {
        case 1000...: return .required
        case 750: return .strong
        case 500: return .medium
        case 250: return .weak
        default: return Strength(value: pow(1000, rawValue / 250 - 1))
        }
    }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// `required`, `high`, `medium`, `low`, or the number.
    public var description: String {
        switch rawValue {
        case 1000: return "required"
        case 750: return "high"
        case 500: return "medium"
        case 250: return "low"
        default: return formatPoints(rawValue)
        }
    }
}
