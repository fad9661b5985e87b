import TrellisDiff

/// One batch a data source asks its observers to apply, in its own index space.
public struct DataSourceUpdate: Hashable, Sendable, CustomStringConvertible {
    /// Which way a whole-content change goes, for a sliding animation: a segmented data
    /// source sets it when the selection moves right (`forward`) or left (`backward`).
    public enum Direction: String, Hashable, Sendable {
        /// Which way new content slides in: a later segment comes `forward`, an earlier one `backward`.
        case forward, backward
    }

    /// The changes: section and item deletes, inserts, moves and updates.
    public var changes: SectionedChangeSet
    /// The direction of a whole-content switch, or `nil`.
    public var direction: Direction?
    /// Whether the list should animate the batch.
    public var animated: Bool

    /// Describes a batch: `changes` to apply, the way it slides (for a segment switch) and whether to animate.
    public init(changes: SectionedChangeSet, direction: Direction? = nil, animated: Bool = true) {
        self.changes = changes
        self.direction = direction
        self.animated = animated
    }

    public var description: String {
        var text = changes.description
        if let direction { text += " sliding \(direction.rawValue)" }
        if !animated { text += " (not animated)" }
        return text
    }
}

/// What a data source tells the list that shows it, and a composed data source tells its
/// parent. Every method has an empty default: observe what you need.
///
/// A collection view applies ``dataSource(_:didApply:)`` as one batch update; the item
/// counts it then reads from the data source are the new ones.
@MainActor
public protocol DataSourceObserver: AnyObject {
    /// A batch of changes, already made to the data source's content.
    func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate)
    /// Everything may have changed: reload from scratch. Sent when a placeholder appears
    /// or disappears without a batch, and when a child is replaced wholesale.
    func dataSourceDidReloadData(_ dataSource: DataSource)
    /// A load finished (with `nil` when it succeeded).
    func dataSource(_ dataSource: DataSource, didLoadContentWithError error: (any Error)?)
    /// The loading state changed.
    func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState)
    /// Section metrics or placeholder texts changed: the layout must recompute metrics.
    func dataSourceDidChangeMetrics(_ dataSource: DataSource)
    /// A segmented data source selected another child.
    func dataSource(_ dataSource: DataSource, didSelectSegmentAt index: Int)
}

extension DataSourceObserver {
    public func dataSource(_ dataSource: DataSource, didApply update: DataSourceUpdate) {}
    public func dataSourceDidReloadData(_ dataSource: DataSource) {}
    public func dataSource(_ dataSource: DataSource, didLoadContentWithError error: (any Error)?) {}
    public func dataSource(_ dataSource: DataSource, didChangeLoadingState state: LoadingState) {}
    public func dataSourceDidChangeMetrics(_ dataSource: DataSource) {}
    public func dataSource(_ dataSource: DataSource, didSelectSegmentAt index: Int) {}
}

/// A weak reference to an observer, so a data source never keeps its list alive.
struct WeakObserver {
    weak var observer: (any DataSourceObserver)?
}
