// Where a stack puts each arranged view across its axis: SwiftUI's `HorizontalAlignment`
// for a VStack and `VerticalAlignment` for an HStack, with UIStackView's `.fill`.

/// Where a ``VStack`` puts each arranged view across its width.
public enum HorizontalStackAlignment: Sendable, Hashable, CaseIterable {
    /// At the left edge, as wide as its content (SwiftUI's `.leading`).
    case leading
    /// Centred, as wide as its content.
    case center
    /// At the right edge, as wide as its content.
    case trailing
    /// As wide as the stack (`UIStackView.Alignment.fill`).
    case fill

    var cross: StackArrangement.CrossAlignment {
        switch self {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        case .fill: .fill
        }
    }
}

/// Where an ``HStack`` puts each arranged view across its height.
public enum VerticalStackAlignment: Sendable, Hashable, CaseIterable {
    /// At the top, as tall as its content.
    case top
    /// Centred, as tall as its content.
    case center
    /// At the bottom, as tall as its content.
    case bottom
    /// As tall as the stack (`UIStackView.Alignment.fill`).
    case fill

    var cross: StackArrangement.CrossAlignment {
        switch self {
        case .top: .start
        case .center: .center
        case .bottom: .end
        case .fill: .fill
        }
    }
}
