/// What a person can ask of the cats screen; the host maps keys and mouse to these.
public enum CatsCommand: Hashable, Sendable {
    case moveUp, moveDown, pageUp, pageDown, home, end
    case nextSegment, previousSegment
    case toggleFavorite
    case reload
    case open
    /// Scroll by a number of rows (mouse wheel), positive down.
    case scroll(Int)
}
