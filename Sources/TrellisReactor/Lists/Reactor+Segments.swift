import TrellisLists
import TrellisViews

extension Reactor {
    /// Keeps a segmented data source and its control on the segment at `keyPath`, which the
    /// reactor alone holds (AAPL's `AAPLSegmentedDataSource` with the segmented control of
    /// its header, and ReactorKit's one-way flow): the state selects the child and the
    /// control's segment, and a segment the user picks on the control (a click, ←/→ while
    /// it has focus) reaches `view` up the responder chain and becomes `select(segment)`.
    /// A picked index with no segment is left to the views above `view`.
    ///
    /// Cancelling the token stops both: the state no longer selects, and `view` no longer
    /// handles `.segmentSelected`. No view or data source is kept alive by the binding.
    ///
    /// ```swift
    /// reactor.bindSegments(\.segment, to: segments, control: header.segmentedControl, in: self) { .select($0) }
    ///     .store(in: bag)
    /// ```
    public func bindSegments<Segment: RawRepresentable<Int> & Equatable>(
        _ keyPath: KeyPath<State, Segment> & Sendable, to segments: SegmentedDataSource, control: SegmentedControl,
        in view: View, select: @escaping @MainActor (Segment) -> Action
    ) -> ObservationToken {
        view.onAction(.segmentSelected) { [weak self] index in
            guard let self, let segment = Segment(rawValue: index) else { return false }
            send(select(segment))
            return true
        }
        let observation = observe(keyPath) { [weak segments, weak control] segment in
            segments?.selectChild(at: segment.rawValue)
            control?.selectedIndex = segment.rawValue
        }
        return ObservationToken { [weak view] in
            observation.cancel()
            view?.removeActionHandler(for: .segmentSelected)
        }
    }
}
