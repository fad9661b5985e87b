// What the DSL's relations and modifiers accept, as SnapKit's `…Target` protocols do:
// numbers, sizes, points, insets, views and view attributes.

/// What `equalTo`, `lessThanOrEqualTo` and `greaterThanOrEqualTo` relate to.
///
/// ```swift
/// make.top.equalTo(header.constraints.bottom)   // a view's attribute
/// make.left.equalTo(header)                     // the same attribute of a view
/// make.width.equalTo(40)                        // a number
/// make.size.equalTo(Size(width: 40, height: 3))
/// make.center.equalTo(Point(x: 0, y: -1))       // offset from the superview's center
/// make.edges.equalTo(EdgeInsets(all: 1))        // inset from the superview's edges
/// ```
public protocol ConstraintRelatableTarget {
    /// The target as the DSL reads it.
    var constraintTarget: ConstraintTarget { get }
}

/// A relation's right side, as the DSL reads it.
public enum ConstraintTarget: Sendable {
    /// The same attributes of a view.
    case view(View)
    /// Given attributes of a view.
    case item(ConstraintItem)
    /// A constant for every attribute; positions bind to the superview.
    case number(Double)
    /// `width` and `height` constants.
    case size(Size)
    /// `x` for horizontal positions and `y` for vertical ones, from the superview.
    case point(Point)
    /// Insets from the superview's edges (`bottom` and `right` count inwards).
    case insets(EdgeInsets)
}

extension Double: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .number(self) }
}

extension Int: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .number(Double(self)) }
}

extension Size: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .size(self) }
}

extension Point: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .point(self) }
}

extension EdgeInsets: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .insets(self) }
}

extension View: ConstraintRelatableTarget {
    nonisolated public var constraintTarget: ConstraintTarget { .view(self) }
}

extension ConstraintItem: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .item(self) }
}

/// What `offset(_:)` accepts: one number added to every attribute.
public protocol ConstraintOffsetTarget {
    /// The offset, in points.
    var constraintOffset: Double { get }
}

extension Double: ConstraintOffsetTarget {
    /// The number itself.
    public var constraintOffset: Double { self }
}

extension Int: ConstraintOffsetTarget {
    /// The number, as points.
    public var constraintOffset: Double { Double(self) }
}

/// What `inset(_:)` accepts: a number (the same inset on every edge) or insets.
public protocol ConstraintInsetTarget {
    /// The insets, edge by edge.
    var constraintInsets: EdgeInsets { get }
}

extension Double: ConstraintInsetTarget {
    /// The same inset on every edge.
    public var constraintInsets: EdgeInsets { EdgeInsets(all: self) }
}

extension Int: ConstraintInsetTarget {
    /// The same inset on every edge.
    public var constraintInsets: EdgeInsets { EdgeInsets(all: Double(self)) }
}

extension EdgeInsets: ConstraintInsetTarget {
    /// The insets themselves.
    public var constraintInsets: EdgeInsets { self }
}

/// What `multipliedBy(_:)` and `dividedBy(_:)` accept.
public protocol ConstraintMultiplierTarget {
    /// The factor.
    var constraintMultiplier: Double { get }
}

extension Double: ConstraintMultiplierTarget {
    /// The number itself.
    public var constraintMultiplier: Double { self }
}

extension Int: ConstraintMultiplierTarget {
    /// The number, as a factor.
    public var constraintMultiplier: Double { Double(self) }
}

// MARK: - Constants per attribute

/// The constant a relation, offset or inset contributes to one attribute.
enum ConstraintConstant: Sendable {
    case number(Double)
    case size(Size)
    case point(Point)
    case insets(EdgeInsets)

    /// SnapKit's table: insets count inwards, so `right`/`bottom` get the negated
    /// inset, centres half the difference, lengths minus both sides.
    func value(for attribute: LayoutAttribute, direction: LayoutDirection) -> Double {
        switch self {
        case .number(let value):
            return value
        case .size(let size):
            switch attribute {
            case .width: return size.width
            case .height: return size.height
            default: return 0
            }
        case .point(let point):
            if attribute.isSize { return 0 }
            return attribute.axis == .horizontal ? point.x : point.y
        case .insets(let insets):
            let leftToRight = direction == .leftToRight
            switch attribute {
            case .left, .leftMargin: return insets.left
            case .top, .topMargin, .firstBaseline: return insets.top
            case .right, .rightMargin: return -insets.right
            case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
            case .leading, .leadingMargin: return leftToRight ? insets.left : insets.right
            case .trailing, .trailingMargin: return leftToRight ? -insets.right : -insets.left
            case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
            case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
            case .width: return -(insets.left + insets.right)
            case .height: return -(insets.top + insets.bottom)
            }
        }
    }
}
