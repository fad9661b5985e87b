import TrellisViews

extension Reactor {
    /// Shows the text at `keyPath` in `label` now, then each time it changes: ReactorKit's
    /// `reactor.state.map { $0.title }.bind(to: label.rx.text)`. When the views beside the
    /// label are placed by its width (a row of columns), `relayout` is laid out again too.
    /// Neither view is kept alive by the binding.
    ///
    /// ```swift
    /// reactor.bind(\.confirmationText, to: confirmationLabel, relayout: self).store(in: bag)
    /// ```
    public func bind(
        _ keyPath: KeyPath<State, String> & Sendable, to label: Label, relayout: View? = nil
    ) -> ObservationToken {
        observe(keyPath) { [weak label, weak relayout] text in
            label?.text = text
            relayout?.setNeedsLayout()
        }
    }
}
