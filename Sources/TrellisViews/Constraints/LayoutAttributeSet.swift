/// A set of layout attributes, as SnapKit's `ConstraintAttributes`: what one DSL
/// statement constrains (`make.left.right`, `make.edges`).
///
/// Sets are bit masks, so building a statement allocates nothing. Members are
/// visited in declaration order of ``LayoutAttribute``, which is also how a composite
/// target is matched against a composite source (`edges` to `margins`: `left` to
/// `leftMargin`, `right` to `rightMargin`…).
public struct LayoutAttributeSet: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The set holding one attribute.
    @inlinable
    public init(_ attribute: LayoutAttribute) {
        rawValue = 1 << UInt32(attribute.bitIndex)
    }

    /// `top`, `left`, `bottom`, `right`.
    public static let edges: LayoutAttributeSet = [.init(.top), .init(.left), .init(.bottom), .init(.right)]
    /// `left`, `right`.
    public static let horizontalEdges: LayoutAttributeSet = [.init(.left), .init(.right)]
    /// `top`, `bottom`.
    public static let verticalEdges: LayoutAttributeSet = [.init(.top), .init(.bottom)]
    /// `top`, `leading`, `bottom`, `trailing`.
    public static let directionalEdges: LayoutAttributeSet = [.init(.top), .init(.leading), .init(.bottom), .init(.trailing)]
    /// `width`, `height`.
    public static let size: LayoutAttributeSet = [.init(.width), .init(.height)]
    /// `centerX`, `centerY`.
    public static let center: LayoutAttributeSet = [.init(.centerX), .init(.centerY)]
    /// The four edges moved in by the layout margins.
    public static let margins: LayoutAttributeSet = [.init(.topMargin), .init(.leftMargin), .init(.bottomMargin), .init(.rightMargin)]
    /// `centerXWithinMargins`, `centerYWithinMargins`.
    public static let centerWithinMargins: LayoutAttributeSet = [.init(.centerXWithinMargins), .init(.centerYWithinMargins)]

    /// The members, in declaration order.
    public var attributes: [LayoutAttribute] {
        LayoutAttribute.allCases.filter { contains(LayoutAttributeSet($0)) }
    }

    /// The number of members.
    public var count: Int { rawValue.nonzeroBitCount }

    /// The member at `position` in declaration order.
    func attribute(at position: Int) -> LayoutAttribute {
        var bits = rawValue
        for _ in 0..<position { bits &= bits - 1 }
        return LayoutAttribute(bitIndex: bits.trailingZeroBitCount)
    }

    /// `left.right`, as the DSL spells it.
    public var description: String {
        attributes.map(\.description).joined(separator: ".")
    }
}

extension LayoutAttribute {
    /// The attribute's bit in a ``LayoutAttributeSet``.
    @usableFromInline
    var bitIndex: Int {
        switch self {
        case .left: return 0
        case .right: return 1
        case .top: return 2
        case .bottom: return 3
        case .leading: return 4
        case .trailing: return 5
        case .width: return 6
        case .height: return 7
        case .centerX: return 8
        case .centerY: return 9
        case .firstBaseline: return 10
        case .lastBaseline: return 11
        case .leftMargin: return 12
        case .rightMargin: return 13
        case .topMargin: return 14
        case .bottomMargin: return 15
        case .leadingMargin: return 16
        case .trailingMargin: return 17
        case .centerXWithinMargins: return 18
        case .centerYWithinMargins: return 19
        }
    }

    /// The attribute whose bit is `bitIndex`.
    init(bitIndex: Int) {
        switch bitIndex {
        case 0: self = .left
        case 1: self = .right
        case 2: self = .top
        case 3: self = .bottom
        case 4: self = .leading
        case 5: self = .trailing
        case 6: self = .width
        case 7: self = .height
        case 8: self = .centerX
        case 9: self = .centerY
        case 10: self = .firstBaseline
        case 11: self = .lastBaseline
        case 12: self = .leftMargin
        case 13: self = .rightMargin
        case 14: self = .topMargin
        case 15: self = .bottomMargin
        case 16: self = .leadingMargin
        case 17: self = .trailingMargin
        case 18: self = .centerXWithinMargins
        default: self = .centerYWithinMargins
        }
    }
}

/// Anything that offers the attribute vocabulary (`left`, `edges`, `size`…): the
/// maker and each extendable stage of a statement (they grow the statement), and a
/// view's ``View/constraints`` (it names a target, `header.constraints.bottom`).
@MainActor
public protocol ConstraintAttributesDSL {
    /// What naming attributes gives.
    associatedtype Selection
    /// Selects `attributes`; every named attribute below calls this.
    func selecting(_ attributes: LayoutAttributeSet) -> Selection
}

extension ConstraintAttributesDSL {
    /// The view's `left` (see `LayoutAttribute.left`).
    @inlinable public var left: Selection { selecting(LayoutAttributeSet(.left)) }
    /// The view's `right` (see `LayoutAttribute.right`).
    @inlinable public var right: Selection { selecting(LayoutAttributeSet(.right)) }
    /// The view's `top` (see `LayoutAttribute.top`).
    @inlinable public var top: Selection { selecting(LayoutAttributeSet(.top)) }
    /// The view's `bottom` (see `LayoutAttribute.bottom`).
    @inlinable public var bottom: Selection { selecting(LayoutAttributeSet(.bottom)) }
    /// The view's `leading` (see `LayoutAttribute.leading`).
    @inlinable public var leading: Selection { selecting(LayoutAttributeSet(.leading)) }
    /// The view's `trailing` (see `LayoutAttribute.trailing`).
    @inlinable public var trailing: Selection { selecting(LayoutAttributeSet(.trailing)) }
    /// The view's `width` (see `LayoutAttribute.width`).
    @inlinable public var width: Selection { selecting(LayoutAttributeSet(.width)) }
    /// The view's `height` (see `LayoutAttribute.height`).
    @inlinable public var height: Selection { selecting(LayoutAttributeSet(.height)) }
    /// The view's `centerX` (see `LayoutAttribute.centerX`).
    @inlinable public var centerX: Selection { selecting(LayoutAttributeSet(.centerX)) }
    /// The view's `centerY` (see `LayoutAttribute.centerY`).
    @inlinable public var centerY: Selection { selecting(LayoutAttributeSet(.centerY)) }
    /// The view's `firstBaseline` (see `LayoutAttribute.firstBaseline`).
    @inlinable public var firstBaseline: Selection { selecting(LayoutAttributeSet(.firstBaseline)) }
    /// The view's `lastBaseline` (see `LayoutAttribute.lastBaseline`).
    @inlinable public var lastBaseline: Selection { selecting(LayoutAttributeSet(.lastBaseline)) }
    /// The view's `leftMargin` (see `LayoutAttribute.leftMargin`).
    @inlinable public var leftMargin: Selection { selecting(LayoutAttributeSet(.leftMargin)) }
    /// The view's `rightMargin` (see `LayoutAttribute.rightMargin`).
    @inlinable public var rightMargin: Selection { selecting(LayoutAttributeSet(.rightMargin)) }
    /// The view's `topMargin` (see `LayoutAttribute.topMargin`).
    @inlinable public var topMargin: Selection { selecting(LayoutAttributeSet(.topMargin)) }
    /// The view's `bottomMargin` (see `LayoutAttribute.bottomMargin`).
    @inlinable public var bottomMargin: Selection { selecting(LayoutAttributeSet(.bottomMargin)) }
    /// The view's `leadingMargin` (see `LayoutAttribute.leadingMargin`).
    @inlinable public var leadingMargin: Selection { selecting(LayoutAttributeSet(.leadingMargin)) }
    /// The view's `trailingMargin` (see `LayoutAttribute.trailingMargin`).
    @inlinable public var trailingMargin: Selection { selecting(LayoutAttributeSet(.trailingMargin)) }
    /// The view's `centerXWithinMargins` (see `LayoutAttribute.centerXWithinMargins`).
    @inlinable public var centerXWithinMargins: Selection { selecting(LayoutAttributeSet(.centerXWithinMargins)) }
    /// The view's `centerYWithinMargins` (see `LayoutAttribute.centerYWithinMargins`).
    @inlinable public var centerYWithinMargins: Selection { selecting(LayoutAttributeSet(.centerYWithinMargins)) }
    /// `top`, `left`, `bottom`, `right`.
    @inlinable public var edges: Selection { selecting(.edges) }
    /// `left`, `right`.
    @inlinable public var horizontalEdges: Selection { selecting(.horizontalEdges) }
    /// `top`, `bottom`.
    @inlinable public var verticalEdges: Selection { selecting(.verticalEdges) }
    /// `top`, `leading`, `bottom`, `trailing`.
    @inlinable public var directionalEdges: Selection { selecting(.directionalEdges) }
    /// `width`, `height`.
    @inlinable public var size: Selection { selecting(.size) }
    /// `centerX`, `centerY`.
    @inlinable public var center: Selection { selecting(.center) }
    /// The edges moved in by the layout margins.
    @inlinable public var margins: Selection { selecting(.margins) }
    /// The centre of the area inside the margins.
    @inlinable public var centerWithinMargins: Selection { selecting(.centerWithinMargins) }
}
