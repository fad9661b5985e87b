/// The result builder a stack's body is written in (SwiftUI's `ViewBuilder`, for views that
/// are objects): each line a view, with `if`/`else`, `switch`, `for … in`, optionals and
/// arrays of views, flattened in order into the stack's arranged views.
///
/// ```swift
/// VStack(spacing: 1) {
///     title
///     if showsNote { note }
///     for field in fields { field }
///     optionalFooter          // a `View?`: nothing when nil
///     HStack { cancel; Spacer(); save }
/// }
/// ```
@MainActor
@resultBuilder
public enum StackBuilder {
    /// One view.
    public static func buildExpression(_ view: View) -> [View] { [view] }

    /// A view that may be absent: nothing when `nil`.
    public static func buildExpression(_ view: View?) -> [View] { view.map { [$0] } ?? [] }

    /// Several views, in order.
    public static func buildExpression(_ views: [View]) -> [View] { views }

    /// The lines of a block, joined in order.
    public static func buildBlock(_ parts: [View]...) -> [View] { parts.flatMap { $0 } }

    /// An `if` without `else`: nothing when false.
    public static func buildOptional(_ part: [View]?) -> [View] { part ?? [] }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [View]) -> [View] { part }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [View]) -> [View] { part }

    /// A `for … in` loop: each pass's views, in order.
    public static func buildArray(_ parts: [[View]]) -> [View] { parts.flatMap { $0 } }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: [View]) -> [View] { part }
}
