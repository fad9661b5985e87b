/// A drag of the mouse's left button, as the view that took it sees it: where it began,
/// where the pointer is now, and whether it is still going (UIKit's pan gesture
/// recognizer's states, AppKit's `mouseDown`/`mouseDragged`/`mouseUp`).
///
/// A host offers the press that starts a drag to the view under the pointer through
/// ``View/handleDrag(_:)`` with ``Phase-swift.enum/began``, then up its superviews; the
/// first view that takes it captures the pointer: every motion until the button comes up
/// goes to it as ``Phase-swift.enum/moved``, wherever the pointer is (outside the view
/// too), and the release as ``Phase-swift.enum/ended``. A scroll view's thumb, a split
/// view's divider and a text selection are dragged this way.
///
/// ```swift
/// override func handleDrag(_ drag: DragEvent) -> Bool {
///     guard drag.phase != .began || isOnDivider(drag.location) else { return false }
///     dividerPosition = drag.location.x
///     return true
/// }
/// ```
public struct DragEvent: Hashable, Sendable, CustomStringConvertible {
    /// Where in a drag an event is.
    public enum Phase: Hashable, Sendable {
        /// The button went down over the view: return `true` to capture the drag.
        case began
        /// The pointer moved with the button held.
        case moved
        /// The button came up: the drag is over.
        case ended
    }

    /// Where in the drag this event is.
    public var phase: Phase
    /// Where the pointer is, in the receiving view's coordinates (negative, or past its
    /// size, when the pointer has left the view).
    public var location: Point
    /// Where the button went down, in the receiving view's coordinates.
    public var start: Point
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// A drag event of `phase` at `location`, begun at `start`.
    public init(_ phase: Phase, location: Point, start: Point, modifiers: KeyModifiers = []) {
        self.phase = phase
        self.location = location
        self.start = start
        self.modifiers = modifiers
    }

    /// How far the pointer has moved since the press.
    public var translation: Point { Point(x: location.x - start.x, y: location.y - start.y) }

    /// `moved at 4,2 from 1,2`.
    public var description: String { "\(phase) at \(Int(location.x)),\(Int(location.y)) from \(Int(start.x)),\(Int(start.y))" }
}
