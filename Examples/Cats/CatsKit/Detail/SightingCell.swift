import TrellisLists
import TrellisReactor
import TrellisViews

/// A sighting row (Drrrible's `ShotViewReactionCell`): the date, the place and note, and
/// at the right edge its confirmations ("✓ 3", in the theme's `.accent` when the user is
/// one of them). A `ReactorCell` showing its ``SightingCellReactor``'s state while bound:
/// a reused cell never shows another sighting's confirmations.
@MainActor
public final class SightingCell: ReactorCell<SightingCellReactor> {
    /// The day it was seen.
    let dateLabel = Label()
    /// Where, and the note.
    let bodyLabel = Label()
    /// "✓ 3".
    let confirmationLabel = Label()
    private var theme = Theme()

    public required init(reuseIdentifier: String) {
        super.init(reuseIdentifier: reuseIdentifier)
        addColumns(["leading": dateLabel, "body": bodyLabel, "confirmations": confirmationLabel])
    }

    /// Binds `reactor` (once: the same reactor is not bound again) in `theme`'s styles.
    public func show(_ reactor: SightingCellReactor, theme: Theme) {
        self.theme = theme
        dateLabel.style = theme[.secondary]
        bodyLabel.style = theme[.value]
        if self.reactor !== reactor { self.reactor = reactor } else { style(mine: reactor.currentState.isMine) }
    }

    public override func bind(reactor: SightingCellReactor, in bag: BindingBag) {
        reactor.bind(\.date, to: dateLabel, relayout: self).store(in: bag)
        reactor.bind(\.body, to: bodyLabel).store(in: bag)
        reactor.bind(\.confirmationText, to: confirmationLabel, relayout: self).store(in: bag)
        reactor.observe(\.isMine) { [weak self] in self?.style(mine: $0) }.store(in: bag)
    }

    private func style(mine: Bool) {
        confirmationLabel.style = theme[mine ? .accent : .secondary]
        setNeedsDisplay()
    }

    /// The date, one cell in; the body after it; the confirmations at the right edge.
    public override func layoutSubviews() {
        super.layoutSubviews()
        layOutColumns([
            RowColumn(dateLabel, .fit), RowColumn(bodyLabel, .fill, spacing: 2), RowColumn(confirmationLabel, .fit, spacing: 1),
        ])
    }
}
