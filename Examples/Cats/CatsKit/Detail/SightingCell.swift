import TrellisLists
import TrellisReactor
import TrellisViews

/// A sighting row of the detail (Drrrible's `ShotViewReactionCell`): the date, the place
/// and note, and at the right edge its confirmations ("✓ 3", in the theme's `.accent` when
/// the user is one of them). A `ReactorCell`: it shows its ``SightingCellReactor``'s state
/// while bound, and unbinds when it goes back to the reuse pool, so a reused cell never
/// shows another sighting's confirmations.
///
/// ```swift
/// registry.register(SightingCell.self, for: Sighting.self) { cell, sighting, context in
///     cell.show(rows.reactor(for: sighting.id) { SightingCellReactor(sighting: sighting, confirmations: c) }, theme: context.theme)
/// }
/// ```
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
        textLabel.isHidden = true
        dateLabel.key = "leading"
        bodyLabel.key = "body"
        confirmationLabel.key = "confirmations"
        for label in [dateLabel, bodyLabel, confirmationLabel] { addSubview(label) }
    }

    /// Binds `reactor` (once: the same reactor is not bound again) in `theme`'s styles.
    public func show(_ reactor: SightingCellReactor, theme: Theme) {
        self.theme = theme
        dateLabel.style = theme[.secondary]
        bodyLabel.style = theme[.value]
        if self.reactor !== reactor { self.reactor = reactor } else { style(mine: reactor.currentState.isMine) }
    }

    public override func bind(reactor: SightingCellReactor, in bag: BindingBag) {
        reactor.observe(\.date) { [weak self] in self?.show(date: $0) }.store(in: bag)
        reactor.observe(\.body) { [weak self] in self?.show(body: $0) }.store(in: bag)
        reactor.observe(\.confirmationText) { [weak self] in self?.show(confirmations: $0) }.store(in: bag)
        reactor.observe(\.isMine) { [weak self] in self?.style(mine: $0) }.store(in: bag)
    }

    private func show(date: String) {
        dateLabel.text = date
        setNeedsLayout()
    }

    private func show(body: String) {
        bodyLabel.text = body
        setNeedsDisplay()
    }

    private func show(confirmations: String) {
        confirmationLabel.text = confirmations
        setNeedsLayout()
    }

    private func style(mine: Bool) {
        confirmationLabel.style = theme[mine ? .accent : .secondary]
        setNeedsDisplay()
    }

    /// The date, one cell in; the body after it; the confirmations at the right edge.
    public override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentBounds
        let height = min(1, content.height)
        let dateWidth = dateLabel.intrinsicContentSize.width
        let markWidth = confirmationLabel.text.isEmpty ? 0 : confirmationLabel.intrinsicContentSize.width
        dateLabel.frame = Rect(x: 1, y: 0, width: min(dateWidth, max(0, content.width - 1)), height: height)
        let bodyX = dateWidth + 3
        let markX = max(bodyX, content.width - markWidth - 1)
        confirmationLabel.frame = Rect(x: markX, y: 0, width: max(0, min(markWidth, content.width - markX)), height: height)
        bodyLabel.frame = Rect(x: bodyX, y: 0, width: max(0, markX - bodyX - (markWidth > 0 ? 1 : 0)), height: height)
    }
}
