/// Empty room in a stack that grows to take what its neighbours leave (SwiftUI's `Spacer`,
/// a flexible space item in `UIStackView` terms): the spacers of a stack share the leftover
/// equally, each at least ``minLength`` long.
///
/// ```swift
/// HStack { cancel; Spacer(); save }          // cancel at the left, save at the right
/// VStack { title; Spacer(minLength: 1); hint } // the hint at the bottom, a row at least between
/// ```
///
/// A spacer draws nothing and takes no focus; across the stack it takes no room it needs.
public final class Spacer: View {
    /// The least length the spacer keeps along its stack's axis (negative or NaN counts as 0).
    public let minLength: Double

    /// A spacer at least `minLength` long along its stack's axis.
    public init(minLength: Double = 0) {
        self.minLength = minLength.isFinite ? Swift.max(minLength, 0) : 0
        super.init()
        key = "spacer"
    }
}
