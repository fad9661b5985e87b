import TrellisViews

/// How a header or footer looks: AAPL's `AAPLLayoutSupplementaryMetrics`.
///
/// Every field is optional only where merging needs it; a header made with
/// `SupplementaryMetrics(key: "title")` is one point tall, scrolls with its section and
/// shows a `Label` that ``configure-swift.property`` fills in; ``configure(making:in:_:)`` sets both
/// typed.
///
/// ```swift
/// var header = SupplementaryMetrics(key: "origin") { [weak cats] section in cats?.origin(at: section) ?? "" }
/// header.isPinned = true
/// ```
///
/// App code fills in headers typed, with ``init(key:text:)`` or ``configure(making:in:_:)``;
/// ``configure`` hands over the view and the owning data source untyped, for the
/// framework and for views other than labels.
@MainActor
public struct SupplementaryMetrics {
    /// How tall the view is.
    public enum Height: Hashable, Sendable {
        /// A fixed number of points.
        case fixed(Double)
        /// The view's intrinsic height, measured at the layout's width.
        case measured
    }

    /// Names the header for debugging and reuse.
    public var key: String
    /// How tall it is (one point by default).
    public var height: Height = .fixed(1)
    /// Whether it sticks to the top while its section scrolls under it.
    public var isPinned = false
    /// Whether it stays while the placeholder shows (headers hide then by default).
    public var isVisibleWhileShowingPlaceholder = false
    /// Whether it is left out entirely.
    public var isHidden = false
    /// Space around the view's content inside its frame.
    public var padding = EdgeInsets.zero
    /// The style of the header's background.
    public var style = Style()
    /// Makes the view (a `Label` by default).
    public var makeView: @MainActor () -> View = { Label() }
    /// Fills the view in for a section: the view, the data source that owns the header,
    /// and the section index in that data source (`-1` for a global header).
    public var configure: (@MainActor (View, DataSource, Int) -> Void)?

    /// Makes a header or footer one point tall that scrolls with its section; `key` names it for `configure` and for dumps.
    public init(key: String) {
        self.key = key
    }
}
