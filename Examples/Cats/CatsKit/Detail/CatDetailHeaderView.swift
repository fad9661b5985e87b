import TrellisReactor
import TrellisViews

/// The detail screen's header: the breed's name, the favorite button, a short line
/// (origin · coat) with the favorite count (`♥ 12`) under the button, above the Details /
/// Sightings control, laid out with the constraint
/// DSL by ``CatDetailMetrics`` and styled from the theme.
///
/// The header is bound to the button's ``FavoriteButtonReactor``, as Drrrible's like
/// button view is to its reactor: the button follows its state, and a press
/// (``FavoriteButtonReactor/Action/toggle``) travels up the responder chain to it. The
/// name and the line follow ``CatDetailReactor`` (``CatDetailView`` binds them). Each
/// label is set only when what it shows changes: toggling the favorite repaints the
/// button and nothing else.
///
/// ```swift
/// header.reactor = detail.favoriteButton
/// detail.observe(\.name) { [header] in header.show(name: $0) }.store(in: bag)
/// ```
@MainActor
public final class CatDetailHeaderView: View, ReactorView {
    public let reactorBinding = ReactorBinding<FavoriteButtonReactor>()
    public let nameLabel: Label
    public let favoriteButton: Button
    public let lineLabel: Label
    /// How many people favorited the breed, right under the button.
    public let countLabel: Label
    public let segmentedControl: SegmentedControl
    let theme: Theme
    /// The labels set, in order (`name`, `line`, `count`, `isFavorite`): what each change repainted.
    public private(set) var repainted: [String] = []

    /// A header styled by `theme`, laid out by `metrics`.
    public init(theme: Theme, metrics: CatDetailMetrics = CatDetailMetrics()) {
        self.theme = theme
        nameLabel = theme.label(.title)
        favoriteButton = Button(title: FavoriteButtonReactor.title(isFavorite: false), payload: FavoriteButtonReactor.Action.toggle)
        favoriteButton.style = theme[.button]
        favoriteButton.focusedStyle = theme[.focused]
        lineLabel = theme.label(.secondary)
        countLabel = theme.label(.favoriteStar)
        countLabel.alignment = .right
        segmentedControl = theme.segmentedControl(titles: CatDetailSegment.allCases.map(\.title))
        super.init()
        key = "header"
        nameLabel.key = "name"
        favoriteButton.key = "favorite"
        lineLabel.key = "line"
        countLabel.key = "count"
        segmentedControl.key = "segments"
        for view in [nameLabel, favoriteButton, lineLabel, countLabel, segmentedControl] as [View] { addSubview(view) }
        makeConstraints(metrics)
    }

    private func makeConstraints(_ metrics: CatDetailMetrics) {
        favoriteButton.constraints.make { make in
            make.top.equalToSuperview().offset(metrics.topPadding)
            make.right.equalToSuperview().inset(metrics.horizontalPadding)
        }
        nameLabel.constraints.make { make in
            make.top.equalTo(favoriteButton.constraints.top)
            make.left.equalToSuperview().offset(metrics.horizontalPadding)
            make.right.lessThanOrEqualTo(favoriteButton.constraints.left).offset(-metrics.nameToButtonSpacing)
            make.height.equalTo(1)
        }
        lineLabel.constraints.make { make in
            make.top.equalTo(nameLabel.constraints.bottom).offset(metrics.spacingBelowName)
            make.left.equalTo(nameLabel.constraints.left)
            make.right.lessThanOrEqualTo(countLabel.constraints.left).offset(-metrics.nameToButtonSpacing)
            make.height.equalTo(1)
        }
        countLabel.constraints.make { make in
            make.top.equalTo(lineLabel.constraints.top)
            make.right.equalTo(favoriteButton.constraints.right)
            make.height.equalTo(1)
        }
        segmentedControl.constraints.make { make in
            make.top.equalTo(lineLabel.constraints.bottom).offset(metrics.spacingAboveSegments)
            make.left.equalTo(nameLabel.constraints.left)
            make.bottom.equalToSuperview()
        }
    }

    /// The button follows its reactor: its title and style, and whether it can be pressed.
    public func bind(reactor: FavoriteButtonReactor, in bag: BindingBag) {
        reactor.observe(\.isFavorite) { [weak self] isFavorite in
            guard let self, favoriteButton.title != FavoriteButtonReactor.title(isFavorite: isFavorite) else { return }
            favoriteButton.title = FavoriteButtonReactor.title(isFavorite: isFavorite)
            favoriteButton.style = theme[FavoriteButtonReactor.styleName(isFavorite: isFavorite)]
            repainted.append("isFavorite")
        }.store(in: bag)
        reactor.observe(\.isEnabled) { [favoriteButton] in favoriteButton.isEnabled = $0 }.store(in: bag)
    }

    /// Shows the breed's name.
    public func show(name: String) { paint("name", nameLabel, name) }
    /// Shows the short line under the name.
    public func show(line: String) { paint("line", lineLabel, line) }
    /// Shows the favorite count under the button (`♥ 12`).
    public func show(count: String) { paint("count", countLabel, count) }

    private func paint(_ property: String, _ label: Label, _ text: String) {
        guard label.text != text else { return }
        label.text = text
        repainted.append(property)
    }
}
