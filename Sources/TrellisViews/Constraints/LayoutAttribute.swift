import TrellisSolver

/// A part of a view that a constraint can relate: an edge, a length, a centre line, a
/// text baseline, or one of those moved in by the view's ``View/layoutMargins``.
///
/// Position attributes are measured in the coordinate space of the view that holds the
/// constraint (their closest common ancestor), where that view's own `left` is 0, as
/// in Auto Layout; this is what makes `right == superview.right * 0.5` put a view's
/// right edge halfway across its superview.
public enum LayoutAttribute: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// An edge of the view's frame.
    case left, right, top, bottom
    /// `left` in a left-to-right layout, `right` in a right-to-left one. As in Auto
    /// Layout, leading and trailing count in the reading direction, so a positive
    /// offset or inset points inwards either way; they never pair with `left`/`right`.
    case leading
    /// `right` in a left-to-right layout, `left` in a right-to-left one.
    case trailing
    /// The view's width or height.
    case width, height
    /// The middle of the view across or down.
    case centerX, centerY
    /// The first line of text (a label's); the bottom edge for other views.
    case firstBaseline
    /// The last line of text; the bottom edge for most views.
    case lastBaseline
    /// An edge inset by the view's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The middle of the area inside the layout margins.
    case centerXWithinMargins, centerYWithinMargins

    /// The axis the attribute measures along.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// Whether the attribute is a length (`width`, `height`) rather than a position.
    public var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute's value depends on the view's layout margins.
    var usesMargins: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            return true
        default:
            return false
        }
    }

    /// Whether the attribute depends on the layout direction.
    var usesDirection: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is a left or right edge, which never flips.
    var isAbsoluteHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The margin attribute that matches an edge (`left` → `leftMargin`), for
    /// `edges.equalTo(other.margins)`.
    var withinMargins: LayoutAttribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }

    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .firstBaseline: return "firstBaseline"
        case .lastBaseline: return "lastBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }
}

/// How the two sides of a constraint compare: the solver's own `Relation`
/// (`==`, `<=`, `>=`), so the DSL and the engine speak one vocabulary.
public typealias LayoutRelation = Relation
