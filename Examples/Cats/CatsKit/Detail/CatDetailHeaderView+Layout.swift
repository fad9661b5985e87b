import TrellisViews

// What stays put across arrangements: the button's place and width, and the priorities
// that decide what gives way when a row is short.

extension CatDetailHeaderView {
    /// The line gives way first, then the name; the count holds. The button's width is a
    /// required constraint (``fitButtonToTitle()``), so it never gives way.
    func setPriorities() {
        lineLabel.setContentCompressionResistancePriority(.medium, for: .horizontal)
        nameLabel.setContentCompressionResistancePriority(.high, for: .horizontal)
        countLabel.setContentCompressionResistancePriority(800, for: .horizontal)
    }

    /// The button at the top right, in both arrangements, as wide as its title.
    func makeButtonConstraints() {
        favoriteButton.constraints.make { make in
            make.top.equalToSuperview().offset(metrics.topPadding)
            make.right.equalToSuperview().inset(metrics.horizontalPadding)
        }.labeled("button")
        fitButtonToTitle()
    }

    /// The button's width constraint, the one ``fitButtonToTitle()`` updates.
    public var buttonWidthConstraint: LayoutConstraint? {
        favoriteButton.constraints.made.last { $0.firstAttribute == .width }
    }

    /// Makes the button as wide as its title with Masonry's `mas_updateConstraints`: the
    /// first call makes the width constraint, later ones change its constant in place.
    func fitButtonToTitle() {
        let width = favoriteButton.intrinsicContentSize.width
        guard buttonWidthConstraint?.constant != width else { return }
        let isFirst = buttonWidthConstraint == nil
        favoriteButton.constraints.update { make in
            make.width.equalTo(width)
        }.labeled("button-width")
        if !isFirst { report("updated the button's width to \(Int(width)) for \"\(favoriteButton.title)\"") }
    }

    /// Sends `event` and the header's constraints to ``layoutReport``.
    func report(_ event: String) {
        guard let layoutReport else { return }
        hasReportedLayout = true
        layoutReport("header \(event):\n" + constraintLines.joined(separator: "\n"))
    }

    /// The active constraints made on the header's views, by view: `name.left ==
    /// header.left + 1 @required [label: wide] (CatDetailHeaderView+Arrangement.swift:40)`.
    public var constraintLines: [String] {
        [favoriteButton, nameLabel, lineLabel, countLabel, segmentedControl].flatMap { view in
            view.constraints.made.map { "  \($0)" }
        }
    }
}
