/// Measures text for layout: how wide a line is and how tall a line is.
///
/// A ``Label`` asks its measurer for its intrinsic size and to break its text into
/// lines. Hosts supply the measurer that matches how they draw: the terminal host
/// uses ``MonospaceTextMeasurer`` (one cell per point, wide characters two); a UIKit
/// host would measure with its fonts. Line breaking and truncation are written once,
/// on top of ``width(of:)``, in ``TextLayout``.
public protocol TextMeasurer: Sendable {
    /// The width of `text` drawn on one line, in points.
    func width(of text: Substring) -> Double
    /// The height of one line, in points.
    var lineHeight: Double { get }
}

/// Measures text in terminal cells: each character is as wide as
/// ``CharacterWidth`` says, each line one point tall.
///
/// ```swift
/// let measurer = MonospaceTextMeasurer()
/// measurer.width(of: "阅读源码的乐趣")   // 14
/// ```
public struct MonospaceTextMeasurer: TextMeasurer, Hashable {
    /// Makes the measurer; it holds no state.
    public init() {}

    /// - Complexity: O(*n*) for the text's length.
    public func width(of text: Substring) -> Double {
        Double(CharacterWidth.of(text))
    }

    public var lineHeight: Double { 1 }
}
