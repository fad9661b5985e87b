/// A direction in the plane: the axis a size, a priority or a distribution works along.
///
/// Content hugging and compression resistance are set per axis, as in Auto Layout, and
/// `[View].distribute(along:…)` spreads views along one.
public enum Axis: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Left to right: x and widths.
    case horizontal
    /// Top to bottom: y and heights.
    case vertical

    public var description: String {
        switch self {
        case .horizontal: return "horizontal"
        case .vertical: return "vertical"
        }
    }
}

/// Which way `leading` and `trailing` point.
public enum LayoutDirection: Hashable, Sendable {
    /// Leading is left (English, Chinese).
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
}
